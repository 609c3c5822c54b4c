"""Online matches over real sockets on 127.0.0.1 (online/): a whole match through a recording
proxy, hostile peers at both ends, drops and rejoins, and two real game processes."""
from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.asyncio.server import serve

from test_net import CAT, GUEST, HOST, SEED, leaks
from game.match import Match, random_setup
from game.net import GuestMirror, from_host
from online.guest import GuestRunner
from online.headless import ai_chooser
from online.host import HostRunner

ROOT = Path(__file__).resolve().parent.parent
LOCAL = "127.0.0.1"


def host_runner(seed=SEED, match_type="showdown", sent=None, **options):
    """A host of one match whose seat 0 plays Greedy, saving to a list."""
    match = Match(random_setup(CAT, seed, match_type, "greedy", "human"), CAT)
    pick = ai_chooser("greedy", seed)
    saves = []
    runner = HostRunner(match, HOST, lambda state: pick(state, HOST),
                        lambda m: saves.append(len(m.log)) or len(m.log), game="test",
                        sent=sent, **options)
    return runner, saves


def guest_runner(port, **options):
    """A guest whose seat plays Greedy."""
    mirror = GuestMirror(CAT, "Guest", "test")
    return GuestRunner(mirror, LOCAL, port, ai_chooser("greedy", 7), **options)


async def hosted(runner, *clients):
    """Run a host and, once it listens, the client coroutines made from its port."""
    listening = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(runner.run(LOCAL, 0, listening.set_result))
    port = await listening
    results = [await client(port) for client in clients]
    return await asyncio.wait_for(task, 60), results


async def proxy(target_port: int, seen: bytearray):
    """A TCP relay on a free port that keeps every byte the host sends toward the guest."""
    async def pipe(reader, writer, keep):
        try:
            while data := await reader.read(65536):
                if keep:
                    seen.extend(data)
                writer.write(data)
                await writer.drain()
        except ConnectionError:
            pass
        finally:
            writer.close()

    async def relay(guest_reader, guest_writer):
        host_reader, host_writer = await asyncio.open_connection(LOCAL, target_port)
        await asyncio.gather(pipe(guest_reader, host_writer, False),
                             pipe(host_reader, guest_writer, True))
    server = await asyncio.start_server(relay, LOCAL, 0)
    return server, server.sockets[0].getsockname()[1]


def test_every_byte_on_the_wire_to_the_guest_holds_nothing_hidden():
    frames, raw = [], bytearray()
    runner, saves = host_runner(sent=lambda f: frames.append((f, runner.match.state.clone())))

    async def through_proxy(port):
        server, relay_port = await proxy(port, raw)
        async with server:
            return await guest_runner(relay_port).run()
    host_result, (guest_result,) = asyncio.run(hosted(runner, through_proxy))
    assert runner.match.over and guest_result["winner"] == host_result["winner"]
    assert str(SEED).encode() not in raw and len(raw) > sum(len(f) for f, _ in frames) * 0.9
    for frame, _ in frames:  # what the proxy saw is what was sent (no compression)
        assert frame.encode() in raw
    assert {p for frame, state in frames for p in leaks(frame, state)} == set()
    assert saves[-1] == len(runner.match.log)  # saved as it went, to the last command


@pytest.mark.slow
def test_hostile_guests_are_cut_off_and_the_host_plays_on():
    runner, _ = host_runner(seed=12, match_type="normal", hello_wait=0.5)

    async def silent(port):  # connects and never says hello
        async with connect(f"ws://{LOCAL}:{port}/", compression=None) as ws:
            return from_host(await ws.recv()).reason

    async def flood(port):
        async with connect(f"ws://{LOCAL}:{port}/", compression=None) as ws:
            try:
                for i in range(500):
                    await ws.send('{"v":1,"seq":%d,"kind":"chat","line":1}' % i)
            except Exception:
                pass
            async for frame in ws:
                message = from_host(frame)
                if message.kind == "cut":
                    return message.reason
            return None

    async def oversized(port):
        async with connect(f"ws://{LOCAL}:{port}/", compression=None) as ws:
            await ws.send("x" * 100_000)
            try:
                await ws.recv()
            except Exception as exc:
                return type(exc).__name__

    async def garbage(port):
        async with connect(f"ws://{LOCAL}:{port}/", compression=None) as ws:
            for frame in [b"\x00\xff", "{", '{"v":1,"seq":0,"kind":"play","n":0,"command":{}}',
                          "[]" * 100]:
                await ws.send(frame)
            return [from_host(await ws.recv()).kind for _ in range(4)]

    async def player(port):
        return await guest_runner(port).run()
    result, (stalled, flooded, closed, refused, played) = asyncio.run(
        hosted(runner, silent, flood, oversized, garbage, player))
    assert stalled == "no hello within 0.5 seconds"
    assert flooded == "you sent too many messages too fast (a flood)"
    assert closed == "ConnectionClosedError"
    assert refused == ["refused"] * 4
    assert runner.match.over and played["winner"] == result["winner"]
    assert runner.connections == 5 and result["refused"] >= 4


def test_a_second_guest_is_turned_away():
    runner, _ = host_runner(seed=13, match_type="normal")

    async def both(port):
        async with connect(f"ws://{LOCAL}:{port}/", compression=None):  # holds the line
            async with connect(f"ws://{LOCAL}:{port}/", compression=None) as ws:
                turned = from_host(await ws.recv()).reason
        return turned, await guest_runner(port).run()
    result, ((turned, played),) = asyncio.run(hosted(runner, both))
    assert turned == "a match is already being played here"
    assert played["turns"] == result["turns"]


@pytest.mark.slow
def test_a_dropped_guest_rejoins_and_both_agree():
    runner, _ = host_runner(seed=14, match_type="hardcore")
    guest = None

    async def dropping(port):
        nonlocal guest
        guest = guest_runner(port, drop_after=4)
        return await guest.run()
    result, (played,) = asyncio.run(hosted(runner, dropping))
    assert guest.dropped and guest.connections == 2 and runner.connections == 2
    assert runner.match.over
    assert {k: played[k] for k in ("winner", "how", "turns", "commands")} == \
        {k: result[k] for k in ("winner", "how", "turns", "commands")}
    assert played["refused"] == result["refused"] == 0


@pytest.mark.slow
def test_a_guest_that_does_not_rejoin_leaves_the_match_unfinished():
    runner, _ = host_runner(seed=15, match_type="normal", rejoin_wait=0.5)

    # a client that says hello, passes the ready check, then drops for good
    async def raw(port):
        mirror = GuestMirror(CAT, "Guest", "test")
        async with connect(f"ws://{LOCAL}:{port}/", compression=None) as ws:
            await ws.send(json.dumps(mirror.hello().model_dump(mode="json")))
            for reply in mirror.hear(await ws.recv()):
                await ws.send(json.dumps(reply.model_dump(mode="json")))
            mirror.hear(await ws.recv())
        return mirror.n
    result, (seen,) = asyncio.run(hosted(runner, raw))
    assert seen >= 1
    assert runner.session.left == GUEST and not runner.match.over
    assert result["winner"] is None and result["how"] is None


@pytest.mark.slow
def test_the_turn_clock_plays_for_a_stalled_guest_then_cuts_it_off():
    runner, _ = host_runner(seed=16, match_type="normal", clock=0.3)

    async def stalling(port):  # readies, then never plays
        mirror = GuestMirror(CAT, "Guest", "test")
        kinds = []
        async with connect(f"ws://{LOCAL}:{port}/", compression=None) as ws:
            await ws.send(json.dumps(mirror.hello().model_dump(mode="json")))
            for reply in mirror.hear(await ws.recv()):
                await ws.send(json.dumps(reply.model_dump(mode="json")))
            async for frame in ws:
                kinds.append(from_host(frame).kind)
                mirror.hear(frame)
        return kinds, mirror.cut
    result, ((kinds, cut),) = asyncio.run(hosted(runner, stalling))
    assert kinds.count("paused") == 2 and kinds[-2:] == ["cut", "ended"] or \
        kinds[-1] == "cut", kinds
    assert cut == "the turn clock ran out three times in a row (stalled)"
    assert runner.session.left == GUEST and result["how"] is None


# ---- a hostile host --------------------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("behaviour", ["garbage", "flood", "silence", "huge", "close"])
def test_a_hostile_host_never_crashes_the_guest(behaviour):
    async def handler(ws):
        await ws.recv()
        if behaviour == "garbage":
            for frame in ["{", "null", b"\x01", '{"v":1,"seq":0,"kind":"update"}', "[" * 3000]:
                await ws.send(frame)
            await ws.close()
        elif behaviour == "flood":
            for i in range(3000):
                await ws.send('{"v":1,"seq":%d,"kind":"paused","reason":"x"}' % i)
            await asyncio.sleep(5)
        elif behaviour == "silence":
            await asyncio.sleep(5)
        elif behaviour == "huge":
            await ws.send("x" * (2 * 1024 * 1024))
        else:
            await ws.close()

    async def run():
        async with serve(handler, LOCAL, 0, compression=None, max_size=None) as server:
            port = server.sockets[0].getsockname()[1]
            guest = guest_runner(port, rejoin_wait=0.3, silence=0.5)
            return guest, await asyncio.wait_for(guest.run(), 30)
    guest, result = asyncio.run(run())
    assert guest.mirror.cut and result["winner"] is None and result["save"] is None
    if behaviour == "flood":
        assert guest.mirror.cut == "the host sent too many messages too fast (a flood)"
    if behaviour == "silence":
        assert guest.mirror.cut == "the host said nothing for 0.5 seconds (stalled)"


# ---- the commands, as tools run them ----------------------------------------------------------

def _ringside(*args, **kw):
    return subprocess.Popen([sys.executable, str(ROOT / "main.py"), *args], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kw)


@pytest.mark.slow
def test_join_refuses_an_address_it_cannot_read_and_a_host_that_is_not_there():
    bad = _ringside("join", "nowhere", "--ai", "greedy", "--json")
    out, err = bad.communicate(timeout=60)
    assert bad.returncode == 2 and "neither ADDRESS:PORT nor a join code" in err
    gone = _ringside("join", f"{LOCAL}:1", "--ai", "greedy", "--json")
    out, err = gone.communicate(timeout=60)
    assert gone.returncode == 1 and out == "" and "cannot reach the host" in err


def test_host_and_join_refuse_a_superstar_or_playbook_that_names_nothing():
    for args, words in ((["host", "--port", "0", "--superstar", "nobody"], "no Superstar"),
                        (["join", f"{LOCAL}:1", "--superstar", "nobody"], "no Superstar"),
                        (["join", f"{LOCAL}:1", "--playbook", "no such book"],
                         "no saved playbook")):
        run = _ringside(*args, "--ai", "greedy", "--json")
        out, err = run.communicate(timeout=60)
        assert run.returncode == 2 and words in err and out == "", (args, err)


@pytest.mark.slow
def test_host_and_join_choose_their_own_superstars(tmp_path):
    host, guest, talk = play_two_processes(tmp_path, "normal", None,
                                           ["--superstar", "Ada Quill"],
                                           ["--superstar", "mack_doyle", "--playbook", "starter"])
    assert host["how"] is not None and host["turns"] == guest["turns"]
    doc = json.loads(Path(host["save"]).read_text())
    assert [s["superstar"] for s in doc["setup"]["seats"]] == ["ada_quill", "mack_doyle"]


def play_two_processes(tmp_path, match_type: str, drop_after: int | None, host_args=(),
                       guest_args=()):
    """`ringside host` and `ringside join` as two processes through a whole match."""
    host = _ringside("host", "--port", "0", "--bind", LOCAL, "--ai", "greedy", "--match-type",
                     match_type, "--seed", "77", "--save-dir", str(tmp_path), "--json",
                     *host_args)
    line = host.stderr.readline()
    port = line.split(f"{LOCAL}:")[1].split(",")[0]
    extra = ["--drop-after", str(drop_after)] if drop_after else []
    guest = _ringside("join", f"{LOCAL}:{port}", "--ai", "normal", "--save-dir", str(tmp_path),
                      "--json", *extra, *guest_args)
    guest_out, guest_err = guest.communicate(timeout=600)
    host_out, host_err = host.communicate(timeout=600)
    assert guest.returncode == 0 and host.returncode == 0, (guest_err, host_err)
    return json.loads(host_out), json.loads(guest_out), host_err + guest_err


@pytest.mark.slow
@pytest.mark.parametrize("match_type", ["normal", "hardcore", "showdown"])
def test_two_game_processes_play_a_whole_match_with_a_drop_and_a_rejoin(tmp_path, match_type):
    host, guest, talk = play_two_processes(tmp_path, match_type, drop_after=3)
    keys = ["winner", "how", "turns", "commands", "refused", "save"]
    assert list(host) == keys and list(guest) == keys
    assert host["how"] is not None and guest["save"] is None
    assert {k: host[k] for k in keys[:3]} == {k: guest[k] for k in keys[:3]}
    assert "dropping the connection on purpose" in talk and "rejoining" in talk
    check = subprocess.run([sys.executable, str(ROOT / "main.py"), "replay", host["save"],
                            "--verify"], capture_output=True, text=True, timeout=300)
    assert check.returncode == 0 and check.stdout.startswith("OK: ")
    verdict = subprocess.run([sys.executable, str(ROOT / "main.py"), "replay", host["save"],
                              "--json"], capture_output=True, text=True, timeout=300)
    assert json.loads(verdict.stdout)["ai_checked"] is True  # the host's AI moves are its own
    records = sorted((tmp_path / "online").glob("*.json"))
    roles = sorted(json.loads(p.read_text())["role"] for p in records)
    assert roles == ["guest", "host"]
