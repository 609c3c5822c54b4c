"""Playing a friend online: Host and Join (lobby.py), the online table (table.py), the canned
chat bar (chat.py) and the end of an online match (end.py). The network runs in online/'s
background link; these screens only pump it each frame and show what it says."""
