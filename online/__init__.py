"""Online matches over the network: the transport (websockets over asyncio) around game/net's
pure host session and guest mirror. host.py serves one guest; guest.py joins a host; both cut
off a peer that floods or stalls, and the guest rejoins a dropped match with its token. The
window's side: link.py (a connection in a background thread, frames through queues), play.py
(the host's and guest's lobby and table, no pygame), seats.py (who plays whom), record.py.

This is the door the screens use (scenes/ import `online` and the names listed here)."""
from game.door import door

__getattr__, __dir__, __all__ = door(__name__, {
    "link": ("HostLink", "GuestLink", "local_addresses", "DEFAULT_PORT"),
    "play": ("HostPlay", "GuestPlay", "clock_words"),
    "seats": ("HostChoice", "HOST_SEAT"),
    "record": ("host_name", "record_path", "guest_record_path", "write_record",
               "online_records"),
})
