#!/usr/bin/env python3
"""Writes the board and card art of Battle For Eden as SVG files (assets/art/*.svg).

The pictures are drawn here, as geometry, for this project (MIT, like the code). The app reads
only the SVG files; this script is their source, run again after a change:
    python3 assets/make_art.py
SDL_image rasterises SVG with nanosvg, which knows paths, basic shapes, gradients and
transforms but no clip paths, patterns, <use> or text: every shape here is plain.
"""
import math
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "art")

# The palette's tile fills (src/app/palette.cpp): the art must agree with the legend.
TILE = {
    "white": (232, 236, 240), "green": (86, 168, 84), "red": (206, 62, 58),
    "grey": (140, 148, 158), "yellow": (244, 206, 74), "brown": (128, 84, 50),
    "pink": (242, 150, 196), "black": (44, 46, 52),
}
HEX_R = 100.0
SQ3 = math.sqrt(3.0)


def rgb(c):
    return "#%02x%02x%02x" % tuple(max(0, min(255, int(round(v)))) for v in c)


def mix(c, d, t):
    return tuple(a + (b - a) * t for a, b in zip(c, d))


def luma(c):
    return (299 * c[0] + 587 * c[1] + 114 * c[2]) / 1000


def hex_points(r, cx=0.0, cy=0.0):
    pts = []
    for i in range(6):
        a = math.pi / 3 * i - math.pi / 2
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return " ".join("%.2f,%.2f" % p for p in pts)


def inside_hex(x, y, r):
    # Pointy-top hex of circumradius r about the origin.
    x, y = abs(x), abs(y)
    return x <= r * SQ3 / 2 and y <= r - x / SQ3


def svg(view, body, w=None, h=None):
    size = "" if w is None else ' width="%g" height="%g"' % (w, h)
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="%s"%s>\n%s\n</svg>\n'
            % (view, size, body))


def write(name, text):
    with open(os.path.join(OUT, name), "w") as f:
        f.write(text)


# --- resource symbols, each in a box of -50..50 about the origin --------------------------------

def sym_crystal(ink):
    shards = [(-18, 8, 11, 34, -12), (4, -4, 13, 44, 0), (22, 10, 10, 30, 14)]
    out = []
    for x, y, w, h, rot in shards:
        out.append('<g transform="translate(%g %g) rotate(%g)">'
                   '<polygon points="0,%g %g,0 0,%g %g,0" fill="%s"/>'
                   '<polygon points="0,%g %g,0 0,%g" fill="#ffffff" fill-opacity="0.35"/></g>'
                   % (x, y, rot, -h / 2, w / 2, h / 2, -w / 2, ink, -h / 2, w / 2, h / 2))
    return "".join(out)


def sym_plant(ink):
    return ('<path d="M0,40 C2,20 0,4 -2,-10" stroke="%s" stroke-width="6" fill="none" '
            'stroke-linecap="round"/>'
            '<path d="M-1,-4 C-26,-6 -36,-22 -34,-38 C-16,-36 -2,-24 -1,-4 Z" fill="%s"/>'
            '<path d="M1,10 C22,10 36,-4 38,-22 C18,-22 2,-10 1,10 Z" fill="%s"/>'
            % (ink, ink, ink))


def sym_animal(ink):
    return ('<ellipse cx="0" cy="14" rx="20" ry="17" fill="%s"/>'
            '<ellipse cx="-27" cy="-6" rx="8" ry="11" transform="rotate(-20 -27 -6)" fill="%s"/>'
            '<ellipse cx="-10" cy="-24" rx="8" ry="11" fill="%s"/>'
            '<ellipse cx="10" cy="-24" rx="8" ry="11" fill="%s"/>'
            '<ellipse cx="27" cy="-6" rx="8" ry="11" transform="rotate(20 27 -6)" fill="%s"/>'
            % ((ink,) * 5))


def sym_ore(ink):
    # Two ingots, stacked: the trapezoid's top face lighter, so it reads as a bar of metal.
    def ingot(x, y):
        return ('<polygon points="%g,%g %g,%g %g,%g %g,%g" fill="%s"/>'
                '<polygon points="%g,%g %g,%g %g,%g %g,%g" fill="#ffffff" fill-opacity="0.3"/>'
                % (x - 24, y + 10, x + 24, y + 10, x + 16, y - 10, x - 16, y - 10, ink,
                   x - 16, y - 10, x + 16, y - 10, x + 12, y - 4, x - 12, y - 4))
    return ingot(-14, 22) + ingot(14, 22) + ingot(0, -2)


def sym_positronium(ink):
    out = []
    for rot in (0, 60, 120):
        out.append('<ellipse cx="0" cy="0" rx="40" ry="14" transform="rotate(%d)" fill="none" '
                   'stroke="%s" stroke-width="5"/>' % (rot, ink))
    out.append('<circle cx="0" cy="0" r="9" fill="%s"/>' % ink)
    return "".join(out)


def sym_grain(ink):
    out = ['<path d="M0,44 L0,-38" stroke="%s" stroke-width="5" stroke-linecap="round"/>' % ink]
    for i, y in enumerate((-26, -12, 2, 16)):
        for side in (-1, 1):
            out.append('<ellipse cx="%g" cy="%g" rx="6" ry="12" transform="rotate(%g %g %g)" '
                       'fill="%s"/>' % (side * 9, y, side * 35, side * 9, y, ink))
    out.append('<ellipse cx="0" cy="-38" rx="5" ry="10" fill="%s"/>' % ink)
    return "".join(out)


def sym_people(ink):
    def person(x, y, s):
        return ('<circle cx="%g" cy="%g" r="%g" fill="%s"/>'
                '<path d="M%g,%g C%g,%g %g,%g %g,%g Z" fill="%s"/>'
                % (x, y - 16 * s, 11 * s, ink, x - 20 * s, y + 26 * s, x - 20 * s, y - 6 * s,
                   x + 20 * s, y - 6 * s, x + 20 * s, y + 26 * s, ink))
    return person(-16, 6, 0.8) + person(16, 6, 0.8) + person(0, 14, 1.0)


SYMBOLS = {"white": sym_crystal, "green": sym_plant, "red": sym_animal, "grey": sym_ore,
           "yellow": sym_positronium, "brown": sym_grain, "pink": sym_people}


# --- terrain textures: small marks scattered inside the hex, clear of the centre ----------------

def scatter(seed, count, r_max, keep_clear=42):
    rnd = random.Random(seed)
    pts = []
    tries = 0
    while len(pts) < count and tries < 4000:
        tries += 1
        x, y = rnd.uniform(-90, 90), rnd.uniform(-95, 95)
        if not inside_hex(x, y, r_max) or math.hypot(x, y - 5) < keep_clear:
            continue
        if any(math.hypot(x - a, y - b) < 16 for a, b in pts):
            continue
        pts.append((x, y))
    return pts, rnd


def texture(colour, base):
    dark = rgb(mix(base, (0, 0, 0), 0.28))
    light = rgb(mix(base, (255, 255, 255), 0.45))
    pts, rnd = scatter(sum(map(ord, colour)) + 7, 22, 78)
    out = []
    for x, y in pts:
        a = rnd.uniform(-30, 30)
        if colour == "white":  # frost sparkles and facets
            out.append('<path d="M%g,%g l0,-7 M%g,%g l6,3 M%g,%g l-6,3" stroke="%s" '
                       'stroke-width="1.6" stroke-linecap="round"/>'
                       % (x, y, x, y, x, y, rgb((160, 176, 196))))
        elif colour == "green":  # grass tufts
            out.append('<path d="M%g,%g l-4,-8 M%g,%g l0,-10 M%g,%g l4,-8" stroke="%s" '
                       'stroke-width="2" stroke-linecap="round"/>' % (x, y, x, y, x, y, dark))
        elif colour == "red":  # tracks of hooves
            out.append('<g transform="rotate(%g %g %g)"><ellipse cx="%g" cy="%g" rx="2" ry="3.4" '
                       'fill="%s"/><ellipse cx="%g" cy="%g" rx="2" ry="3.4" fill="%s"/></g>'
                       % (a, x, y, x - 2.6, y, dark, x + 2.6, y, dark))
        elif colour == "grey":  # pebbles
            pts6 = []
            for k in range(5):
                ang = k * 2 * math.pi / 5 + rnd.uniform(-0.3, 0.3)
                rr = rnd.uniform(3.5, 6.5)
                pts6.append("%.1f,%.1f" % (x + rr * math.cos(ang), y + rr * math.sin(ang)))
            out.append('<polygon points="%s" fill="%s" stroke="%s" stroke-width="1"/>'
                       % (" ".join(pts6), light, dark))
        elif colour == "yellow":  # dunes
            out.append('<path d="M%g,%g q6,-6 12,0 q6,6 12,0" stroke="%s" stroke-width="2" '
                       'fill="none" stroke-linecap="round"/>' % (x - 12, y, dark))
        elif colour == "brown":  # furrows
            out.append('<path d="M%g,%g l14,-6 M%g,%g l14,-6" stroke="%s" stroke-width="2" '
                       'stroke-linecap="round"/>' % (x - 7, y, x - 7, y + 5, dark))
        elif colour == "pink":  # roofs of a village
            out.append('<path d="M%g,%g l6,-6 l6,6 Z" fill="%s"/><rect x="%g" y="%g" width="8" '
                       'height="5" fill="%s"/>' % (x - 6, y, dark, x - 4, y, light))
        elif colour == "black":  # a sky without resources: stars
            r = rnd.uniform(0.8, 2.0)
            out.append('<circle cx="%g" cy="%g" r="%g" fill="#dde4ff" fill-opacity="%.2f"/>'
                       % (x, y, r, rnd.uniform(0.35, 0.8)))
    return "".join(out)


def terrain(colour):
    base = TILE[colour]
    top = rgb(mix(base, (255, 255, 255), 0.16))
    bottom = rgb(mix(base, (0, 0, 0), 0.18))
    body = ['<defs><linearGradient id="g" x1="0" y1="-100" x2="0" y2="100" '
            'gradientUnits="userSpaceOnUse">'
            '<stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/>'
            '</linearGradient></defs>' % (top, bottom),
            '<polygon points="%s" fill="url(#g)"/>' % hex_points(HEX_R)]
    body.append(texture(colour, base))
    if colour == "black":
        # A pale rim keeps black tiles visible as hexes on the dark table.
        body.append('<polygon points="%s" fill="none" stroke="#767c88" stroke-width="6"/>'
                    % hex_points(96))
        body.append('<path d="M-40,-52 l14,18 l-6,14 l16,20" stroke="#5a5f6b" stroke-width="2.5" '
                    'fill="none" stroke-linecap="round"/>')
    else:
        light_tile = luma(base) > 140
        ink = rgb(mix(base, (0, 0, 0), 0.62)) if light_tile else "#fbf7ee"
        medal = rgb(mix(base, (255, 255, 255), 0.35)) if not light_tile else rgb(
            mix(base, (255, 255, 255), 0.55))
        body.append('<circle cx="0" cy="5" r="34" fill="%s" fill-opacity="0.55" stroke="%s" '
                    'stroke-opacity="0.5" stroke-width="2"/>' % (medal, ink if light_tile else
                                                                rgb(mix(base, (0, 0, 0), 0.4))))
        if not light_tile:
            ink = rgb(mix(base, (0, 0, 0), 0.6))
        body.append('<g transform="translate(0 5) scale(0.56)">%s</g>' % SYMBOLS[colour](ink))
        body.append('<polygon points="%s" fill="none" stroke="#ffffff" stroke-opacity="0.28" '
                    'stroke-width="4"/>' % hex_points(95))
    return svg("-87 -100 174 200", "\n".join(body))


def heart():
    return svg("-87 -100 174 200", "\n".join([
        '<defs><radialGradient id="g" cx="0" cy="0" r="100" gradientUnits="userSpaceOnUse">'
        '<stop offset="0" stop-color="#b07ae0"/><stop offset="0.6" stop-color="#5c348c"/>'
        '<stop offset="1" stop-color="#2e1848"/></radialGradient>'
        '<radialGradient id="glow" cx="0" cy="0" r="60" gradientUnits="userSpaceOnUse">'
        '<stop offset="0" stop-color="#fff3c8" stop-opacity="0.9"/>'
        '<stop offset="1" stop-color="#fff3c8" stop-opacity="0"/></radialGradient>'
        '<linearGradient id="gold" x1="0" y1="-100" x2="0" y2="100" gradientUnits="userSpaceOnUse">'
        '<stop offset="0" stop-color="#ffe38a"/><stop offset="1" stop-color="#c98a1e"/>'
        '</linearGradient></defs>',
        '<polygon points="%s" fill="url(#gold)"/>' % hex_points(HEX_R),
        '<polygon points="%s" fill="url(#g)"/>' % hex_points(88),
        "".join('<path d="M0,0 L%.1f,%.1f L%.1f,%.1f Z" fill="#ffe9a8" fill-opacity="0.22"/>'
                % (70 * math.cos(a - 0.09), 70 * math.sin(a - 0.09),
                   70 * math.cos(a + 0.09), 70 * math.sin(a + 0.09))
                for a in [k * math.pi / 6 for k in range(12)]),
        '<circle cx="0" cy="-4" r="56" fill="url(#glow)"/>',
        # The Heart of Eden: a heart-shaped gem.
        '<path d="M0,30 C-34,6 -40,-14 -30,-26 C-20,-38 -4,-34 0,-20 C4,-34 20,-38 30,-26 '
        'C40,-14 34,6 0,30 Z" fill="url(#gold)" stroke="#7a4a10" stroke-width="3"/>',
        '<path d="M0,22 C-22,6 -28,-10 -22,-18 C-16,-26 -6,-24 0,-14 Z" fill="#ffffff" '
        'fill-opacity="0.35"/>',
        '<polygon points="%s" fill="none" stroke="#fff0c0" stroke-opacity="0.5" stroke-width="2"/>'
        % hex_points(84),
    ]))


def portal():
    # Drawn over a hex filled with the seat's colour: a ring of standing stones round a gate.
    stones = []
    for k in range(12):
        a = k * math.pi / 6
        cx, cy = 52 * math.cos(a), 52 * math.sin(a)
        stones.append('<rect x="-8" y="-11" width="16" height="22" rx="3" fill="#d9d4c7" '
                      'stroke="#3a3630" stroke-width="2" transform="translate(%.1f %.1f) '
                      'rotate(%.1f)"/>' % (cx, cy, math.degrees(a) + 90))
    return svg("-87 -100 174 200", "\n".join([
        '<defs><radialGradient id="gate" cx="0" cy="0" r="46" gradientUnits="userSpaceOnUse">'
        '<stop offset="0" stop-color="#3a2a6a"/><stop offset="0.7" stop-color="#141626"/>'
        '<stop offset="1" stop-color="#08090f"/></radialGradient></defs>',
        '<polygon points="%s" fill="#000000" fill-opacity="0.18"/>' % hex_points(HEX_R),
        '<circle cx="0" cy="0" r="47" fill="url(#gate)"/>',
        '<path d="M-30,0 C-30,-22 10,-30 22,-10" stroke="#8c7ad8" stroke-opacity="0.5" '
        'stroke-width="3" fill="none" stroke-linecap="round"/>',
        '<path d="M30,6 C28,26 -6,32 -20,14" stroke="#8c7ad8" stroke-opacity="0.4" '
        'stroke-width="3" fill="none" stroke-linecap="round"/>',
        "".join(stones),
        '<polygon points="%s" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>'
        % hex_points(95),
    ]))


def token():
    return svg("-20 -28 40 56", "\n".join([
        '<polygon points="0,-26 18,0 0,26 -18,0" fill="#14161e"/>',
        '<polygon points="0,-21 13,0 0,21 -13,0" fill="#ffffff"/>',
        '<polygon points="0,-21 13,0 0,21" fill="#bcdef0"/>',
        '<polygon points="0,-21 6,-4 0,4 -6,-4" fill="#ffffff" fill-opacity="0.9"/>',
        '<path d="M-13,0 L0,4 L13,0" stroke="#8fb8d0" stroke-width="1.2" fill="none"/>',
    ]))


def resource_icon(colour):
    base = TILE[colour]
    ink = rgb(mix(base, (0, 0, 0), 0.65))
    return svg("0 0 64 64", "\n".join([
        '<defs><radialGradient id="g" cx="26" cy="22" r="36" gradientUnits="userSpaceOnUse">'
        '<stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/></radialGradient></defs>'
        % (rgb(mix(base, (255, 255, 255), 0.35)), rgb(mix(base, (0, 0, 0), 0.12))),
        '<circle cx="32" cy="32" r="29" fill="url(#g)" stroke="#14161e" stroke-width="3"/>',
        '<g transform="translate(32 33) scale(0.44)">%s</g>' % SYMBOLS[colour](ink),
    ]))


def pure_energy():
    return svg("0 0 64 64", "\n".join([
        '<defs><radialGradient id="g" cx="32" cy="32" r="30" gradientUnits="userSpaceOnUse">'
        '<stop offset="0" stop-color="#fffbe0"/><stop offset="0.55" stop-color="#ffd84a"/>'
        '<stop offset="1" stop-color="#e08a00"/></radialGradient></defs>',
        '<circle cx="32" cy="32" r="29" fill="url(#g)" stroke="#14161e" stroke-width="3"/>',
        '<polygon points="36,8 18,36 30,36 26,56 46,26 34,26 40,8" fill="#3a2400"/>',
        '<polygon points="35,12 23,33 32,33" fill="#ffffff" fill-opacity="0.35"/>',
    ]))


def energy_crystal():
    return svg("0 0 64 64", "\n".join([
        '<defs><linearGradient id="g" x1="14" y1="3" x2="50" y2="61" gradientUnits="userSpaceOnUse">'
        '<stop offset="0" stop-color="#bff2ff"/><stop offset="1" stop-color="#1d7fb8"/>'
        '</linearGradient></defs>',
        '<polygon points="32,3 50,18 50,46 32,61 14,46 14,18" fill="url(#g)" stroke="#0c2a40" '
        'stroke-width="3" stroke-linejoin="round"/>',
        '<polygon points="32,3 32,61 14,46 14,18" fill="#ffffff" fill-opacity="0.25"/>',
        '<polygon points="32,10 42,20 32,30 22,20" fill="#ffffff" fill-opacity="0.55"/>',
        '<path d="M14,18 L32,30 L50,18 M32,30 L32,61" stroke="#0c2a40" stroke-opacity="0.5" '
        'stroke-width="1.5" fill="none"/>',
    ]))


DRAGON_HEAD = ('M50,20 C44,12 34,9 24,12 L30,4 L18,10 L14,4 L10,16 C6,22 6,30 10,34 '
               'L4,44 L16,40 C20,48 28,54 40,54 C46,54 52,50 56,46 L44,42 L52,36 L42,34 '
               'C40,30 46,26 50,20 Z')


def dragon():
    return svg("0 0 64 64", "\n".join([
        '<circle cx="32" cy="32" r="29" fill="#962026" stroke="#14161e" stroke-width="3"/>',
        '<circle cx="32" cy="32" r="24" fill="#5a0f14"/>',
        '<path d="%s" fill="#181416" stroke="#e6b35a" stroke-width="1.5" '
        'stroke-linejoin="round"/>' % DRAGON_HEAD,
        '<circle cx="24" cy="22" r="3" fill="#ffcc33"/>',
        '<path d="M20,40 L24,44 L28,40 L32,44 L36,41" stroke="#e6b35a" stroke-width="1.4" '
        'fill="none"/>',
    ]))


CROWN = ('M10,46 L6,18 L20,30 L32,10 L44,30 L58,18 L54,46 Z')


def king():
    return svg("0 0 64 64", "\n".join([
        '<defs><linearGradient id="g" x1="0" y1="8" x2="0" y2="56" gradientUnits="userSpaceOnUse">'
        '<stop offset="0" stop-color="#ffe9a0"/><stop offset="1" stop-color="#c88a18"/>'
        '</linearGradient></defs>',
        '<path d="%s" fill="url(#g)" stroke="#3a2400" stroke-width="3" stroke-linejoin="round"/>'
        % CROWN,
        '<rect x="9" y="46" width="46" height="9" rx="2" fill="url(#g)" stroke="#3a2400" '
        'stroke-width="3"/>',
        '<circle cx="32" cy="36" r="5" fill="#c0303a"/><circle cx="19" cy="38" r="3.5" '
        'fill="#2a7fc0"/><circle cx="45" cy="38" r="3.5" fill="#2a9a60"/>',
        '<circle cx="6" cy="18" r="3.5" fill="#ffe9a0" stroke="#3a2400" stroke-width="2"/>'
        '<circle cx="32" cy="10" r="3.5" fill="#ffe9a0" stroke="#3a2400" stroke-width="2"/>'
        '<circle cx="58" cy="18" r="3.5" fill="#ffe9a0" stroke="#3a2400" stroke-width="2"/>',
    ]))


def troops():
    return svg("0 0 64 64", "\n".join([
        '<path d="M32,4 L56,12 L54,34 C52,48 42,56 32,60 C22,56 12,48 10,34 L8,12 Z" '
        'fill="#7a8496" stroke="#14161e" stroke-width="3" stroke-linejoin="round"/>',
        '<path d="M32,9 L51,15 L49,34 C47,45 40,51 32,55 Z" fill="#ffffff" fill-opacity="0.25"/>',
        '<path d="M20,44 L44,18 M44,44 L20,18" stroke="#14161e" stroke-width="5" '
        'stroke-linecap="round"/>',
        '<path d="M20,44 L44,18 M44,44 L20,18" stroke="#eef0f4" stroke-width="2.5" '
        'stroke-linecap="round"/>',
    ]))


SHIELD = 'M32,4 L56,10 L55,32 C53,46 43,55 32,60 C21,55 11,46 9,32 L8,10 Z'


def emblem(fill, inner, name_for_comment):
    return svg("0 0 64 64", "\n".join([
        '<!-- %s -->' % name_for_comment,
        '<path d="%s" fill="%s" stroke="#1a1408" stroke-width="3" stroke-linejoin="round"/>'
        % (SHIELD, rgb(fill)),
        '<path d="%s" fill="none" stroke="#e8c870" stroke-width="1.6" '
        'transform="translate(32 32) scale(0.86) translate(-32 -32)"/>' % SHIELD,
        inner,
    ]))


def civ_emblems():
    gold = "#f4d77c"
    dark = "#1a1408"
    return {
        "beast_tribes": emblem(TILE["red"], "".join(
            '<path d="M%d,16 C%d,30 %d,40 %d,50" stroke="%s" stroke-width="5" fill="none" '
            'stroke-linecap="round"/>' % (x, x + 6, x + 2, x - 4, gold) for x in (20, 31, 42)),
            "The Beast Tribes: claw marks"),
        "crystal_order": emblem((70, 96, 150), '<g transform="translate(32 32) scale(0.5)">%s</g>'
                                % sym_crystal("#e8f4ff"), "The Crystal Order: shards"),
        "free_cities": emblem((120, 90, 150),
                              '<path d="M16,48 L16,24 L20,20 L24,24 L24,30 L28,30 L28,18 L32,12 '
                              'L36,18 L36,30 L40,30 L40,24 L44,20 L48,24 L48,48 Z" fill="%s"/>'
                              '<rect x="29" y="38" width="6" height="10" fill="%s"/>' % (gold, dark),
                              "The Free Cities: towers"),
        "hollow_court": emblem((52, 44, 70),
                               '<path d="M40,14 C24,14 16,26 16,34 C16,46 28,54 40,52 '
                               'C30,48 26,40 26,33 C26,24 32,17 40,14 Z" fill="%s"/>'
                               '<circle cx="41" cy="30" r="3" fill="%s"/>' % (gold, gold),
                               "The Hollow Court: crescent"),
        "mountain_clans": emblem(TILE["grey"],
                                 '<path d="M10,48 L26,20 L34,32 L40,24 L54,48 Z" fill="%s"/>'
                                 '<path d="M26,20 L31,29 L27,27 L22,30 Z" fill="#ffffff"/>'
                                 % dark, "The Mountain Clans: peaks"),
        "positronium_syndicate": emblem((200, 160, 40), '<g transform="translate(32 32) '
                                        'scale(0.5)">%s</g>' % sym_positronium(dark),
                                        "The Positronium Syndicate: atom"),
        "sylvan_elves": emblem(TILE["green"],
                               '<path d="M32,50 L32,30" stroke="%s" stroke-width="4"/>'
                               '<circle cx="32" cy="24" r="13" fill="%s"/>'
                               '<circle cx="22" cy="32" r="8" fill="%s"/>'
                               '<circle cx="42" cy="32" r="8" fill="%s"/>' % (dark, gold, gold, gold),
                               "The Sylvan Elves: tree"),
    }


def kind_emblems():
    gold = "#f4d77c"
    cog = []
    for k in range(8):
        a = k * 45
        cog.append('<rect x="-4" y="-22" width="8" height="10" fill="%s" transform="translate(32 32) '
                   'rotate(%d)"/>' % (gold, a))
    star = " ".join("%.1f,%.1f" % (32 + (18 if k % 2 == 0 else 7) * math.cos(k * math.pi / 8 - math.pi / 2),
                                   32 + (18 if k % 2 == 0 else 7) * math.sin(k * math.pi / 8 - math.pi / 2))
                    for k in range(16))
    return {
        "common": emblem((60, 110, 90), '<polygon points="%s" fill="%s"/>' % (star, gold),
                         "Common cards: compass star"),
        "technology": emblem((40, 90, 130), "".join(cog) +
                             '<circle cx="32" cy="32" r="13" fill="%s"/><circle cx="32" cy="32" r="5" '
                             'fill="#28506e"/>' % gold, "Technology cards: cog"),
    }


def eden_emblem(size_note):
    # The title's emblem: the Heart in a golden hex, six portals around it.
    parts = ['<defs><radialGradient id="sky" cx="100" cy="100" r="100" gradientUnits="userSpaceOnUse">'
             '<stop offset="0" stop-color="#3d2a66"/><stop offset="1" stop-color="#141626"/>'
             '</radialGradient><linearGradient id="gold" x1="0" y1="0" x2="0" y2="200" gradientUnits="userSpaceOnUse">'
             '<stop offset="0" stop-color="#ffe38a"/><stop offset="1" stop-color="#c98a1e"/>'
             '</linearGradient></defs>',
             '<!-- %s -->' % size_note,
             '<circle cx="100" cy="100" r="96" fill="url(#sky)" stroke="url(#gold)" stroke-width="6"/>']
    colours = ["green", "red", "grey", "yellow", "brown", "pink"]
    for k, c in enumerate(colours):
        a = k * math.pi / 3 - math.pi / 2
        cx, cy = 100 + 54 * math.cos(a + math.pi / 6), 100 + 54 * math.sin(a + math.pi / 6)
        parts.append('<polygon points="%s" fill="%s" stroke="#14161e" stroke-width="3"/>'
                     % (hex_points(30, cx, cy), rgb(TILE[c])))
        parts.append('<g transform="translate(%.1f %.1f) scale(0.3)">%s</g>'
                     % (cx, cy, SYMBOLS[c](rgb(mix(TILE[c], (0, 0, 0), 0.6)))))
    parts.append('<polygon points="%s" fill="url(#gold)" stroke="#3a2400" stroke-width="3"/>'
                 % hex_points(34, 100, 100))
    parts.append('<polygon points="%s" fill="#5c348c"/>' % hex_points(27, 100, 100))
    parts.append('<g transform="translate(100 100) scale(0.55)"><path d="M0,30 C-34,6 -40,-14 -30,-26 '
                 'C-20,-38 -4,-34 0,-20 C4,-34 20,-38 30,-26 C40,-14 34,6 0,30 Z" fill="url(#gold)"/></g>')
    return svg("0 0 200 200", "\n".join(parts))


def main():
    os.makedirs(OUT, exist_ok=True)
    for colour in TILE:
        write("terrain-%s.svg" % colour, terrain(colour))
        if colour != "black":
            write("resource-%s.svg" % colour, resource_icon(colour))
    write("heart.svg", heart())
    write("portal.svg", portal())
    write("richness-token.svg", token())
    write("pure-energy.svg", pure_energy())
    write("energy-crystal.svg", energy_crystal())
    write("dragon.svg", dragon())
    write("king-of-eden.svg", king())
    write("troops.svg", troops())
    for civ, text in civ_emblems().items():
        write("emblem-%s.svg" % civ, text)
    for kind, text in kind_emblems().items():
        write("emblem-%s.svg" % kind, text)
    write("eden-emblem.svg", eden_emblem("Battle For Eden: the title's emblem and the window icon"))


if __name__ == "__main__":
    main()
