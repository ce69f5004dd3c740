"""Kop's and Baśka's views: their board (`KopBoard`, on the shared trick table of
`kopdesk.app.tricktable`), the auction panel, the badges, the score sheet, the summary and
its explanation, the hints, the game terms, the log of the play and the first-deal
tutorial."""
