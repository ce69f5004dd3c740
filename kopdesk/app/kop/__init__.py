"""Kop's and Baśka's views: the auction panel, the badges, the deal view, the score
sheet's lines, the summary and its explanation, the hints, the game terms and the
first-deal tutorial. The table they are shown on is the shared trick table
(`kopdesk.app.tricktable`)."""
