#!/usr/bin/env python3
"""Draws the app icons (web/icons/*.png): a wooden mancala board seen from above, two rows of
six holes with seeds and a long store at each end. Standard library only: the pixels are
computed here (supersampling for smooth edges) and written as an indexed-colour PNG with zlib.

    python3 scripts/make-icons.py          # writes icon-192.png and maskable-512.png

The 512 px icon is the maskable one (its board inside the central 80 %, the background to
the edges), declared for both purposes in manifest.webmanifest: a second 512 px picture
would be 7 KB gzipped of the site's 150 KB budget.

The output is deterministic, so re-running it on an unchanged script changes no file.
"""
import math
import os
import struct
import zlib

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "web", "icons")

BG = (243, 237, 226)        # page background (light theme --page-bg)
WOOD = (181, 119, 63)       # --board-wood
WOOD_EDGE = (94, 52, 20)    # --board-edge
HOLE = (122, 69, 32)        # --hole
HOLE_DARK = (74, 38, 9)     # --hole-dark
SEED = (216, 210, 196)      # --seed-1
SEED_SHADE = (150, 140, 122)


def rounded_rect(x, y, x0, y0, x1, y1, r):
    """Signed-ish test: inside the rectangle [x0,x1]x[y0,y1] with corner radius r."""
    cx = min(max(x, x0 + r), x1 - r)
    cy = min(max(y, y0 + r), y1 - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r and x0 <= x <= x1 and y0 <= y <= y1


def ellipse(x, y, cx, cy, rx, ry):
    return ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1.0


def scene(full_bleed):
    """Shapes in unit coordinates (0..1), painted in order; returns a colour function."""
    # The maskable icon keeps everything inside the central 80% safe zone.
    s = 0.78 if full_bleed else 0.94
    o = (1 - s) / 2

    def u(v):
        return o + v * s

    board = (u(0.0), u(0.27), u(1.0), u(0.73))
    holes = []
    seeds = []
    cols = 6
    left, right = u(0.2), u(0.8)
    pitch = (right - left) / cols
    r = pitch * 0.40
    for row, cy in ((0, u(0.395)), (1, u(0.605))):
        for c in range(cols):
            cx = left + pitch * (c + 0.5)
            holes.append((cx, cy, r, r))
            # a few seeds per hole, placed deterministically
            n = 1 + (c * 3 + row * 2) % 4
            for k in range(n):
                a = 2 * math.pi * k / n + 0.6 * c + row
                d = 0 if n == 1 else r * 0.42
                seeds.append((cx + d * math.cos(a), cy + d * math.sin(a), r * 0.34))
    stores = [(u(0.105), u(0.5), pitch * 0.42, u(0.66) - u(0.5)),
              (u(0.895), u(0.5), pitch * 0.42, u(0.66) - u(0.5))]
    for i, (cx, cy, rx, ry) in enumerate(stores):
        for k in range(5):
            seeds.append((cx + (k % 2 - 0.5) * rx * 0.8, cy + (k - 2) * ry * 0.33, pitch * 0.40 * 0.34))

    edge = 0.012 * s

    def colour(x, y):
        c = BG if full_bleed else None
        if rounded_rect(x, y, *board, 0.13 * s):
            c = WOOD_EDGE
            if rounded_rect(x, y, board[0] + edge, board[1] + edge, board[2] - edge, board[3] - edge, 0.13 * s - edge):
                c = WOOD
        for cx, cy, rx, ry in holes + stores:
            if ellipse(x, y, cx, cy, rx, ry):
                # darker in the upper part: the hole's depth (two flat tones keep the
                # palette small)
                c = HOLE_DARK if y < cy - ry * 0.35 else HOLE
        for cx, cy, sr in seeds:
            if ellipse(x, y, cx, cy, sr, sr):
                c = SEED if math.hypot(x - cx + sr * 0.3, y - cy + sr * 0.3) < sr * 0.9 else SEED_SHADE
        return c

    return colour


def render(size, full_bleed, ss=4):
    colour = scene(full_bleed)
    rows = []
    for py in range(size):
        row = bytearray()
        for px in range(size):
            acc = [0, 0, 0, 0]
            for sy in range(ss):
                for sx in range(ss):
                    c = colour((px + (sx + 0.5) / ss) / size, (py + (sy + 0.5) / ss) / size)
                    if c is not None:
                        acc[0] += c[0]
                        acc[1] += c[1]
                        acc[2] += c[2]
                        acc[3] += 255
            n = ss * ss
            a = acc[3] // n
            if a:
                # colours are averaged over the covered samples only (straight alpha)
                k = acc[3] // 255
                row += bytes((acc[0] // k, acc[1] // k, acc[2] // k, a))
            else:
                row += b"\0\0\0\0"
        rows.append(bytes(row))
    return rows


def png(rows, size):
    """An indexed-colour PNG: flat shapes with anti-aliased edges need few colours once each
    channel is rounded to 16 levels, and a palette image compresses far better than RGBA."""
    def q(v):
        return min(255, (v + 8) // 17 * 17)

    palette = {}
    raw = bytearray()
    for r in rows:
        raw.append(0)
        for i in range(0, len(r), 4):
            px = (q(r[i]), q(r[i + 1]), q(r[i + 2]), q(r[i + 3])) if r[i + 3] else (0, 0, 0, 0)
            raw.append(palette.setdefault(px, len(palette)))
    if len(palette) > 256:
        raise SystemExit(f"make-icons: {len(palette)} colours, more than a palette holds")
    colours = sorted(palette, key=palette.get)

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    ihdr = struct.pack(">IIBBBBB", size, size, 8, 3, 0, 0, 0)
    plte = b"".join(bytes(c[:3]) for c in colours)
    trns = bytes(c[3] for c in colours)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"PLTE", plte) + chunk(b"tRNS", trns)
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


def main():
    os.makedirs(OUT, exist_ok=True)
    for name, size, bleed in (("icon-192.png", 192, False), ("maskable-512.png", 512, True)):
        # 3×3 samples a pixel at 192 px, 2×2 at 512 px: edges as smooth to the eye, fewer
        # edge colours (1.3 KB gzipped less than 4×4 and 3×3, docs/performance.md)
        data = png(render(size, bleed, 3 if size <= 192 else 2), size)
        path = os.path.join(OUT, name)
        with open(path, "wb") as f:
            f.write(data)
        print(f"make-icons: {os.path.relpath(path)} {len(data)} bytes")


if __name__ == "__main__":
    main()
