#!/usr/bin/python3
"""Drops the TrueType hinting from the PDFs' fonts (assets/fonts), keeping every glyph and layout feature.

Every PDF the site makes embeds a subset of its fonts. TrueType hinting (instructions that fit
outlines to a screen's pixel grid at small sizes) is of no use to printers and PDF viewers, and it
was more than half of each Latin subset and a third of each Malayalam one: bytes of an
acknowledgement an applicant downloads on a slow connection.

- The Latin faces (CollegeSans-*.ttf) are made from Liberation Sans 1.07.4. Liberation's licence
  (LICENSE-liberation.txt) allows modified versions under the GPL v2 with its font exception, which
  is kept for this version, on condition that the files and the font's names no longer use the
  Liberation trademark: hence "College Sans".
- The Noto faces are changed in place. The SIL Open Font License (LICENSE-noto.txt) allows modified
  versions, and Noto reserves no font name, so the names stay; the unique name says what was done.

Run with fontTools (Debian: python3-fonttools), from the repository's root:
  /usr/bin/python3 apps/api/scripts/unhint-fonts.py latin /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf Regular
  /usr/bin/python3 apps/api/scripts/unhint-fonts.py latin /usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf Bold
  /usr/bin/python3 apps/api/scripts/unhint-fonts.py noto apps/api/assets/fonts/NotoSansMalayalam-Regular.ttf
"""
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

FAMILY = "College Sans"
FONTS = Path(__file__).resolve().parents[1] / "assets" / "fonts"


def unhinted(source: str) -> TTFont:
    font = TTFont(source)
    options = subset.Options()
    options.hinting = False
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.glyph_names = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(glyphs=font.getGlyphOrder())
    subsetter.subset(font)
    return font


def rename(font: TTFont, names: dict[int, str]) -> None:
    table = font["name"]
    for record in list(table.names):
        if record.nameID in names:
            table.setName(names[record.nameID], record.nameID, record.platformID, record.platEncID, record.langID)


def latin(source: str, style: str) -> Path:
    font = unhinted(source)
    version = font["name"].getDebugName(5) or ""
    # The trademark notice (7) goes with the trademark; the copyright and licence notices stay.
    font["name"].removeNames(nameID=7)
    rename(
        font,
        {
            1: FAMILY,
            3: f"{FAMILY} {style} {version} (unhinted, from Liberation Sans)",
            4: FAMILY if style == "Regular" else f"{FAMILY} {style}",
            6: f"CollegeSans-{style}",
        },
    )
    out = FONTS / f"CollegeSans-{style}.ttf"
    font.save(out)
    return out


def noto(path: str) -> Path:
    font = unhinted(path)
    unique = font["name"].getDebugName(3) or Path(path).stem
    if "(unhinted)" not in unique:
        rename(font, {3: f"{unique} (unhinted)"})
    font.save(path)
    return Path(path)


if __name__ == "__main__":
    made = latin(sys.argv[2], sys.argv[3]) if sys.argv[1] == "latin" else noto(sys.argv[2])
    print(f"{made}: {made.stat().st_size} bytes")
