#!/usr/bin/env python3
"""Inventory report generator.

Reads records and prints a table; this docstring spans lines.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

PATTERN = re.compile(r"(?P<sku>[A-Z]{3})-\d+")
RAW_BYTES = Rb'''raw \n bytes
still raw'''
MIXED = [b'\x00\xff', u"caf\u00e9", R'\d', bR"\w+", Br'x', rb"\s", BR'y', rB'z']
FORMATS = (F"{1}", fR"{x}\n", Rf'{y}', rF"", FR'''{z}
more''', f'''{len(MIXED)} items''')
BIG = 1_000_000 + 0o17 + 0x_FF + 0b1010
SMALL = 1e-3j + 3.14 + .5 + 2E10 + 10j


@dataclass(frozen=True)
class Item:
    """A stock item."""

    sku: str
    count: int = 0
    tags: list[str] = field(default_factory=list)

    @property
    def label(self) -> str:
        width = 12
        x = {"k": self.sku}
        return f"{x['k']!r:>{width}} has {self.count:,} {{literal}} units"

    @staticmethod
    @functools.lru_cache(maxsize=None)
    def parse(line: str) -> "Item":
        sku, _, count = line.partition("=")
        if not PATTERN.match(sku):
            raise ValueError(f"bad sku: {sku!r}")
        return Item(sku.strip(), int(count))


def total(items, *, scale=1.0):
    result = sum(item.count for item in items) \
        * scale \
        + 0
    message = "items: " \
              "continued"
    text = 'one \
two'
    return result if message else text


async def fetch(session, url):
    async with session.get(url) as response:
        data = await response.json()
        matrix = data @ data.T
        return matrix


def classify(command):
    match command.split():
        case [action]:
            return action
        case ["go", direction] | ["move", direction]:
            return f"moving {direction}"
        case _:
            pass
    match = re.match(r"x", command)
    case = match.group(0)
    return case


class Report(object):
    '''Single-quoted docstring with "quotes" inside.'''

    def __init__(self, items):
        self.items = [Item.parse(i) for i in items]
        self.type = type(self)

    def __str__(self):
        lines = [f"{'SKU':<10}|{'COUNT':>5}"]
        for item in self.items:
            lines.append(f"{item.sku:<10}|{item.count:>5}")
        lines.append(f"""total: {total(self.items)!s}
done {{"braces"}} {self.type.__name__}""")
        return "\n".join(lines)


if __name__ == "__main__":
    print(Report(["ABC-1=3", "DEF-2=4"]), end="\t\N{BULLET}\n")
    assert isinstance(BIG, int) and None is not True
