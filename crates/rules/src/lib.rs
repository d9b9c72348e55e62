//! Go and Othello rules engines. No I/O, no clock, no tournament words.
