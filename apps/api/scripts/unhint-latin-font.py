#!/usr/bin/python3
"""Makes the PDFs' Latin faces (assets/fonts/CollegeSans-*.ttf) from Liberation Sans 1.07.4.

Every PDF the site makes embeds a subset of its fonts. Liberation Sans carries TrueType hinting
(instructions that fit outlines to a screen's pixel grid at small sizes), which printers and PDF
viewers do not need: it was more than half of each subset, and of an acknowledgement an applicant
downloads on a slow connection. This keeps every glyph and layout feature and drops the hinting.

Liberation's licence (LICENSE-liberation.txt) allows modified versions under the GPL v2 with its
font exception, which is kept for this version, on condition that the files and the font's names
no longer use the Liberation trademark: hence "College Sans".

Run with fontTools (Debian: python3-fonttools), from the repository's root:
  /usr/bin/python3 apps/api/scripts/unhint-latin-font.py /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf Regular
  /usr/bin/python3 apps/api/scripts/unhint-latin-font.py /usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf Bold
"""
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

FAMILY = "College Sans"


def main(source: str, style: str) -> None:
    out = Path(__file__).resolve().parents[1] / "assets" / "fonts" / f"CollegeSans-{style}.ttf"
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
    version = font["name"].getDebugName(5) or ""
    names = {
        1: FAMILY,
        3: f"{FAMILY} {style} {version} (unhinted, from Liberation Sans)",
        4: FAMILY if style == "Regular" else f"{FAMILY} {style}",
        6: f"CollegeSans-{style}",
    }
    table = font["name"]
    # The trademark notice (7) goes with the trademark; the copyright and licence notices stay.
    table.removeNames(nameID=7)
    for record in list(table.names):
        if record.nameID in names:
            table.setName(names[record.nameID], record.nameID, record.platformID, record.platEncID, record.langID)
    font.save(out)
    print(f"{out}: {out.stat().st_size} bytes")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
