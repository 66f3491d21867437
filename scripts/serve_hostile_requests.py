#!/usr/bin/env python3
"""`stacks serve` against hostile clients, measured: each request below on a connection of its
own, what it is answered and how fast, then a plain `GET /state` on a new connection and the
server's CPU time over the next 5 s (from /proc/PID/stat; a server left chewing on a request
shows about 5 s).

    python3 scripts/serve_hostile_requests.py .build/debug/stacks Examples/buttons.yaml

The server is started with `--port 0` and `ulimit -n 1024` (its most connections: 512), with the
repository's fonts, from the repository's root. Linux only (/proc).
"""
import os
import socket
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Server:
    def __init__(self, executable, document):
        self.process = subprocess.Popen(
            ["sh", "-c", 'ulimit -n 1024 && exec "$0" "$@"', os.path.abspath(executable), "serve",
             os.path.abspath(document), "--port", "0", "--fonts", "fonts/fonts.conf"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=ROOT)
        line = self.process.stdout.readline().decode()
        self.port = int(line.rsplit(":", 1)[1].strip("/\n"))
        self.ticks = os.sysconf("SC_CLK_TCK")

    def cpu(self):
        with open("/proc/%d/stat" % self.process.pid) as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / self.ticks

    def files(self):
        return len(os.listdir("/proc/%d/fd" % self.process.pid))

    def connect(self):
        return socket.create_connection(("127.0.0.1", self.port))

    def state(self):
        started = time.time()
        connection = self.connect()
        connection.sendall(b"GET /state HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nConnection: close\r\n\r\n" % self.port)
        answer = status_line(connection)
        connection.close()
        return "%s in %.3f s" % (answer, time.time() - started)

    def idle_cpu(self, seconds=5):
        before = self.cpu()
        time.sleep(seconds)
        return "%.2f s" % (self.cpu() - before)

    def report(self, name, answer, seconds):
        print("%-42s %-46s %7.3f s | then /state %s | CPU over 5 s %s"
              % (name, answer, seconds, self.state(), self.idle_cpu()), flush=True)


def status_line(connection, timeout=30):
    connection.settimeout(timeout)
    data = b""
    try:
        while b"\r\n" not in data:
            piece = connection.recv(4096)
            if not piece:
                return "closed"
            data += piece
    except OSError as error:
        return "no answer (%s)" % error
    return data.split(b"\r\n")[0].decode()


def sent_while_answered(server, request):
    """The status line answering `request`, sent from a thread (the server stops reading)."""
    connection = server.connect()
    started = time.time()
    sender = threading.Thread(target=lambda: connection.sendall(request), daemon=True)
    sender.start()
    answer = status_line(connection)
    seconds = time.time() - started
    sender.join(5)
    connection.close()
    return answer, seconds


def main():
    server = Server(sys.argv[1], sys.argv[2])
    try:
        answer, seconds = sent_while_answered(server, b"GET /" + b"a" * (1 << 20) + b" HTTP/1.1\r\nHost: x\r\n\r\n")
        server.report("a 1 MiB request line", answer, seconds)

        fields = b"".join(b"X-H%d: v\r\n" % i for i in range(200))
        answer, seconds = sent_while_answered(server, b"GET /state HTTP/1.1\r\nHost: 127.0.0.1\r\n" + fields + b"\r\n")
        server.report("200 header lines", answer, seconds)

        fields = b"".join(b"X-H%d: %s\r\n" % (i, b"v" * 8000) for i in range(128))
        answer, seconds = sent_while_answered(server, b"GET /state HTTP/1.1\r\nHost: 127.0.0.1\r\n" + fields + b"\r\n")
        server.report("1 MiB of headers (128 lines of 8 KB)", answer, seconds)

        connection = server.connect()
        started = time.time()
        connection.sendall(b"GET /state HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        connection.settimeout(5)
        answer = "no answer"
        for _ in range(12):
            try:
                connection.sendall(b"x")
                piece = connection.recv(4096)
                answer = piece.split(b"\r\n")[0].decode() if piece else "closed"
                break
            except socket.timeout:
                continue
            except OSError as error:
                answer = str(error)
                break
        server.report("a header byte every 5 s", answer, time.time() - started)
        connection.close()

        started = time.time()
        connections = [server.connect() for _ in range(1030)]
        time.sleep(1)
        closed = 0
        for connection in connections:
            connection.setblocking(False)
            try:
                if connection.recv(10) == b"":
                    closed += 1
            except BlockingIOError:
                pass
            except OSError:
                closed += 1
        print("1,030 idle connections: %d closed by the server to make room, %d held; /state while open %s; "
              "server's open files %d" % (closed, 1030 - closed, server.state(), server.files()), flush=True)
        for connection in connections:
            connection.close()
        server.report("1,030 idle connections, closed again", "server running: %s" % (server.process.poll() is None),
                      time.time() - started)

        started = time.time()
        connections = []
        for _ in range(1030):
            connection = server.connect()
            connection.sendall(b"GET /state HTTP/1.1\r\n")
            connections.append(connection)
        time.sleep(1)
        refused = 0
        for connection in connections:
            connection.setblocking(False)
            try:
                if connection.recv(100).startswith(b"HTTP/1.1 503"):
                    refused += 1
            except OSError:
                pass
        print("1,030 connections half-way through a request: %d answered 503; /state while open %s"
              % (refused, server.state()), flush=True)
        for connection in connections:
            connection.close()
        time.sleep(0.5)
        server.report("1,030 half-way connections, closed again", "server running: %s" % (server.process.poll() is None),
                      time.time() - started)

        answer, seconds = sent_while_answered(
            server, b"PUT /document HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nContent-Length: 1500000\r\n\r\n" % server.port)
        server.report("PUT declaring 1.5 MB, no body sent", answer, seconds)
    finally:
        server.process.terminate()
        server.process.wait()


if __name__ == "__main__":
    main()
