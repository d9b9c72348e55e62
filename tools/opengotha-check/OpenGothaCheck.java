// Reads an OpenGotha XML file through OpenGotha's own importer
// (ExternalDocument.importTournamentFromXMLFile, V3.51.02) and checks that it holds what the
// file says: every player (name, first name, country, club, EGF PIN, AGA id, rank, rating as
// written, registration, participation), every game (round, table, colours, handicap,
// result) and every bye. Prints what OpenGotha read; exits 1 on the first difference.
//
// Not part of Taikai or of ./dev test: run tools/opengotha-check/check.sh.

import info.vannier.gotha.*;
import java.io.File;
import java.util.*;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.*;

public class OpenGothaCheck {
    static int problems = 0;

    static void expect(boolean ok, String what) {
        if (!ok) {
            problems++;
            System.out.println("DIFFERENT: " + what);
        }
    }

    static String attr(Element e, String name, String dflt) {
        return e.hasAttribute(name) ? e.getAttribute(name) : dflt;
    }

    public static void main(String[] args) throws Exception {
        File f = new File(args[0]);
        Tournament t = new Tournament();
        String report = ExternalDocument.importTournamentFromXMLFile(f, t, true, true, true, false, false);
        System.out.println("OpenGotha's report: " + report.replace("\n", " | "));

        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(f);
        Element root = doc.getDocumentElement();
        expect(root.getAttribute("dataVersion").equals("201"), "dataVersion is " + root.getAttribute("dataVersion"));

        NodeList xmlPlayers = doc.getElementsByTagName("Player");
        ArrayList<Player> players = t.playersList();
        System.out.println("players: file " + xmlPlayers.getLength() + ", OpenGotha " + players.size());
        expect(players.size() == xmlPlayers.getLength(), "number of players");
        for (int i = 0; i < xmlPlayers.getLength(); i++) {
            Element e = (Element) xmlPlayers.item(i);
            String key = Player.computeKeyString(e.getAttribute("name") + e.getAttribute("firstName"));
            Player p = t.getPlayerByKeyString(key);
            expect(p != null, "player " + key + " not read");
            if (p == null) continue;
            System.out.println("  " + p.getName() + " | " + p.getFirstName() + " | " + Player.convertIntToKD(p.getRank())
                    + " | rating " + p.getRating() + " | " + p.getCountry() + " | " + p.getClub() + " | EGF " + p.getEgfPin()
                    + " | FFG " + p.getFfgLicence() + " | AGA " + p.getAgaId() + " | " + p.getRegisteringStatus());
            expect(p.getName().equals(e.getAttribute("name")), key + " name");
            expect(p.getFirstName().equals(e.getAttribute("firstName")), key + " first name");
            expect(p.getCountry().equals(e.getAttribute("country")), key + " country");
            String club = e.getAttribute("club");
            expect(p.getClub().equals(club.length() > 4 ? club.substring(0, 4) : club), key + " club");
            expect(p.getEgfPin().equals(e.getAttribute("egfPin")), key + " EGF PIN");
            expect(p.getAgaId().equals(e.getAttribute("agaId")), key + " AGA id");
            expect(p.getFfgLicence().equals(e.getAttribute("ffgLicence")), key + " FFG licence");
            expect(Player.convertIntToKD(p.getRank()).equals(e.getAttribute("rank")), key + " rank " + Player.convertIntToKD(p.getRank()));
            expect(p.getRating() == Integer.parseInt(e.getAttribute("rating")), key + " rating " + p.getRating() + " (file " + e.getAttribute("rating") + ")");
            expect(p.getRegisteringStatus().equals(e.getAttribute("registeringStatus")), key + " registration");
            boolean[] part = p.getParticipating();
            String written = e.getAttribute("participating");
            for (int r = 0; r < written.length(); r++) {
                expect(part[r] == (written.charAt(r) != '0'), key + " participation in round " + (r + 1));
            }
        }

        NodeList xmlGames = doc.getElementsByTagName("Game");
        ArrayList<Game> games = t.gamesList();
        System.out.println("games: file " + xmlGames.getLength() + ", OpenGotha " + games.size());
        expect(games.size() == xmlGames.getLength(), "number of games");
        Map<String, Game> byTable = new HashMap<>();
        for (Game g : games) byTable.put((g.getRoundNumber() + 1) + "/" + (g.getTableNumber() + 1), g);
        for (int i = 0; i < xmlGames.getLength(); i++) {
            Element e = (Element) xmlGames.item(i);
            String at = e.getAttribute("roundNumber") + "/" + e.getAttribute("tableNumber");
            Game g = byTable.get(at);
            expect(g != null, "game " + at + " not read");
            if (g == null) continue;
            System.out.println("  round " + (g.getRoundNumber() + 1) + " table " + (g.getTableNumber() + 1) + ": "
                    + g.getWhitePlayer().getKeyString() + " (W) - " + g.getBlackPlayer().getKeyString() + " (B) h"
                    + g.getHandicap() + " result " + g.getResult());
            expect(g.getWhitePlayer().getKeyString().equals(Player.computeKeyString(e.getAttribute("whitePlayer"))), at + " white");
            expect(g.getBlackPlayer().getKeyString().equals(Player.computeKeyString(e.getAttribute("blackPlayer"))), at + " black");
            expect(g.getHandicap() == Integer.parseInt(e.getAttribute("handicap")), at + " handicap");
            String[] names = {"RESULT_UNKNOWN", "RESULT_WHITEWINS", "RESULT_BLACKWINS", "RESULT_EQUAL", "RESULT_BOTHLOSE",
                    "RESULT_BOTHWIN", "RESULT_WHITEWINS_BYDEF", "RESULT_BLACKWINS_BYDEF", "RESULT_EQUAL_BYDEF",
                    "RESULT_BOTHLOSE_BYDEF", "RESULT_BOTHWIN_BYDEF"};
            int[] codes = {Game.RESULT_UNKNOWN, Game.RESULT_WHITEWINS, Game.RESULT_BLACKWINS, Game.RESULT_EQUAL,
                    Game.RESULT_BOTHLOSE, Game.RESULT_BOTHWIN, Game.RESULT_WHITEWINS_BYDEF, Game.RESULT_BLACKWINS_BYDEF,
                    Game.RESULT_EQUAL_BYDEF, Game.RESULT_BOTHLOSE_BYDEF, Game.RESULT_BOTHWIN_BYDEF};
            int want = -1;
            for (int k = 0; k < names.length; k++) if (names[k].equals(e.getAttribute("result"))) want = codes[k];
            expect(g.getResult() == want, at + " result " + g.getResult() + " (file " + e.getAttribute("result") + ")");
        }

        NodeList xmlByes = doc.getElementsByTagName("ByePlayer");
        Player[] byes = t.getByePlayers();
        int read = 0;
        for (Player b : byes) if (b != null) read++;
        System.out.println("byes: file " + xmlByes.getLength() + ", OpenGotha " + read);
        expect(read == xmlByes.getLength(), "number of byes");
        for (int i = 0; i < xmlByes.getLength(); i++) {
            Element e = (Element) xmlByes.item(i);
            int r = Integer.parseInt(e.getAttribute("roundNumber")) - 1;
            expect(byes[r] != null && byes[r].getKeyString().equals(Player.computeKeyString(e.getAttribute("player"))),
                    "bye of round " + (r + 1));
        }

        GeneralParameterSet gps = t.getTournamentParameterSet().getGeneralParameterSet();
        System.out.println("parameters: " + gps.getName() + ", " + gps.getNumberOfRounds() + " rounds, komi " + gps.getStrKomi()
                + ", bar " + Player.convertIntToKD(gps.getGenMMBar()) + ", floor " + Player.convertIntToKD(gps.getGenMMFloor())
                + ", basic time " + gps.getBasicTime() + " min, EGF class " + t.egfClass());
        Element g = (Element) doc.getElementsByTagName("GeneralParameterSet").item(0);
        expect(gps.getName().equals(g.getAttribute("name")), "tournament name");
        expect(gps.getNumberOfRounds() == Integer.parseInt(g.getAttribute("numberOfRounds")), "number of rounds");

        System.out.println(problems == 0 ? "OK: OpenGotha read everything the file holds" : problems + " difference(s)");
        System.exit(problems == 0 ? 0 : 1);
    }
}
