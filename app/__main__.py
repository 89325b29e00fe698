"""``python -m app``: start the classroom server and print its addresses (see :mod:`app`)."""

from __future__ import annotations

import argparse
import gc
import logging
import sys
from pathlib import Path

from .net import addresses
from .server import BoundedLog, Classroom

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m app", description=__doc__)
    ap.add_argument("--host", default="127.0.0.1",
                    help="the address to listen on: 127.0.0.1 (this machine only, the default) "
                         "or 0.0.0.0 (every network interface: the school network)")
    ap.add_argument("--port", type=int, default=8866)
    ap.add_argument("--results", default="~/.mjlib-classroom",
                    help="the folder of the class's answers and the teacher's key")
    ap.add_argument("--key", default=None,
                    help="the teacher's key (default: the one kept in the results folder)")
    ap.add_argument("--site", default=str(ROOT / "site"), help="the built course site (make book)")
    ap.add_argument("--class", dest="name", default="class",
                    help="the class the printed addresses open (default: class)")
    args = ap.parse_args(argv)

    site = Path(args.site)
    if not (site / "live.js").is_file() or not (site / "py").is_dir():
        print(f"python -m app: no built site with its Python runtime in {site}: make book",
              file=sys.stderr)
        return 1
    handler = logging.StreamHandler()
    handler.addFilter(BoundedLog())
    logging.basicConfig(level=logging.WARNING, handlers=[handler],
                        format="%(asctime)s %(name)s: %(message)s")

    import tornado.httpserver
    import tornado.ioloop

    room = Classroom(Path(args.results), site, args.key, args.name)
    server = tornado.httpserver.HTTPServer(room.application(), max_body_size=64_000,
                                           idle_connection_timeout=60, body_timeout=10,
                                           xheaders=False)
    try:
        server.listen(args.port, args.host)
    except OSError as e:
        print(f"python -m app: cannot listen on {args.host}:{args.port}: {e}", file=sys.stderr)
        return 1
    room.host, room.port = args.host, args.port
    token = room.new_token()
    here = "127.0.0.1" if args.host in ("0.0.0.0", "", "::") else args.host
    print(f"the classroom is open; the answers are kept in {room.store.path}")
    print(f"teacher (this machine, signs in once): http://{here}:{args.port}/teacher/login?token={token}")
    print(f"  the teacher's key, for another browser: {room.key}  "
          f"(kept in {room.results / 'teacher.key'})")
    print("students:")
    for a in addresses(args.host):
        print(f"  http://{a}:{args.port}/?class={args.name}    中文: "
              f"http://{a}:{args.port}/?class={args.name}&lang=zh")
    if args.host == "127.0.0.1":
        print("  (this machine only; for the school network: make app APP_ARGS=\"--host 0.0.0.0\")")
    sys.stdout.flush()
    # what is loaded by now (mjlib's tables, the lessons, the code) lives as long as the server:
    # frozen, it is left out of the garbage collector's full passes, which otherwise walk it all
    # and hold every request of a class answering at once for about a tenth of a second
    gc.collect()
    gc.freeze()
    try:
        tornado.ioloop.IOLoop.current().start()
    except KeyboardInterrupt:
        pass
    finally:
        room.store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
