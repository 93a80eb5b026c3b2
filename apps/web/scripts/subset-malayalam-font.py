#!/usr/bin/env python3
"""Cuts the Malayalam pages' first-paint fonts down to what the site's own words need.

The full Noto Sans Malayalam faces (24 kB each) carry every letter and conjunct; the site's text
uses 64 letters and about a hundred glyphs. This shapes every Malayalam word in the messages,
the content and the contracts with HarfBuzz, keeps exactly the letters and glyphs that shaping
produced, and writes src/assets/fonts/noto-sans-malayalam-site-{400,700}.woff2 (about 11 kB each:
small enough to arrive in a connection's first round trip). It then shapes every word again with
the cut font and fails if any word comes out different. The full faces stay for everything else
(what a visitor types, say), and are fetched only when a page has such a letter.

Run it after adding Malayalam text: `python3 apps/web/scripts/subset-malayalam-font.py`.
Needs fontTools with brotli (Debian: python3-fonttools python3-brotli) and hb-shape
(libharfbuzz-bin). The web unit tests check that the site faces' unicode-range in
src/styles/malayalam.css covers every Malayalam letter the site's text uses.
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

from fontTools import subset
from fontTools.ttLib import TTFont

WEB = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONTS = os.path.join(WEB, 'src/assets/fonts')
SOURCES = [
    *glob.glob(os.path.join(WEB, 'src/**/*.po'), recursive=True),
    *glob.glob(os.path.join(WEB, 'src/**/*.ts'), recursive=True),
    *glob.glob(os.path.join(WEB, 'src/**/*.tsx'), recursive=True),
    *glob.glob(os.path.join(WEB, '../../packages/contracts/src/**/*.ts'), recursive=True),
]
MALAYALAM_RUN = re.compile('[\u0d00-\u0d7f\u200c\u200d]+')


def shape(font_path, words_path):
    return subprocess.run(
        ['hb-shape', '--text-file', words_path, font_path], capture_output=True, text=True, check=True
    ).stdout


def main():
    words = set()
    for source in SOURCES:
        with open(source, encoding='utf8') as f:
            words.update(MALAYALAM_RUN.findall(f.read()))
    letters = ''.join(sorted({c for w in words for c in w}))
    with tempfile.TemporaryDirectory() as tmp:
        words_path = os.path.join(tmp, 'words.txt')
        with open(words_path, 'w', encoding='utf8') as f:
            f.write('\n'.join(sorted(words)))
        for weight in ('400', '700'):
            full = TTFont(os.path.join(FONTS, f'noto-sans-malayalam-{weight}.woff2'), recalcTimestamp=False)
            full.flavor = None
            full_path = os.path.join(tmp, f'full-{weight}.ttf')
            full.save(full_path)
            glyphs = {g for line in shape(full_path, words_path).splitlines() for g in re.findall(r'[\[|]([^=|\]]+)=', line)}
            options = subset.Options()
            options.layout_features = ['*']
            options.layout_closure = False
            options.hinting = False
            options.glyph_names = True
            cut = TTFont(full_path, recalcTimestamp=False)
            subsetter = subset.Subsetter(options)
            subsetter.populate(text=letters, glyphs=sorted(glyphs))
            subsetter.subset(cut)
            check_path = os.path.join(tmp, f'site-{weight}.ttf')
            cut.save(check_path)
            if shape(check_path, words_path) != shape(full_path, words_path):
                sys.exit(f'the cut {weight} face shapes some words differently from the full one')
            out = os.path.join(FONTS, f'noto-sans-malayalam-site-{weight}.woff2')
            options.glyph_names = False
            cut = TTFont(full_path, recalcTimestamp=False)
            subsetter = subset.Subsetter(options)
            subsetter.populate(text=letters, glyphs=sorted(glyphs))
            subsetter.subset(cut)
            cut.flavor = 'woff2'
            cut.save(out)
            print(f'{os.path.relpath(out, WEB)}: {len(letters)} letters, {len(glyphs)} glyphs, {os.path.getsize(out)} bytes')
    print('unicode-range of the site faces in src/styles/malayalam.css:', unicode_range(letters))
    # The full faces take only the rest: were they to cover the site's letters too, a cut face that
    # came too late for a slow phone's first paint would send the page to download a full one.
    rest = ''.join(chr(p) for p in [*range(0x0D00, 0x0D80), 0x200C, 0x200D, 0x25CC] if chr(p) not in letters)
    print('unicode-range of the full faces:', unicode_range(rest))


def unicode_range(letters):
    """U+0D02, U+0D05-0D09, ...: consecutive code points as one range."""
    points = sorted(ord(c) for c in letters)
    ranges = []
    for p in points:
        if ranges and ranges[-1][1] == p - 1:
            ranges[-1][1] = p
        else:
            ranges.append([p, p])
    return ', '.join(f'U+{a:04X}' if a == b else f'U+{a:04X}-{b:04X}' for a, b in ranges)


if __name__ == '__main__':
    main()
