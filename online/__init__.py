"""Online matches over the network: the transport (websockets over asyncio) around game/net's
pure host session and guest mirror. host.py serves one guest; guest.py joins a host; both cut
off a peer that floods or stalls, and the guest rejoins a dropped match with its token."""
