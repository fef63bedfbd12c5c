#!/usr/bin/env python3
"""Turns a terminal screen captured with its escapes (`tmux capture-pane -e -p`) into one HTML
page that looks like that terminal: every cell's colors and bold, italic, underline and
reverse, in a monospace font, over the page's own text and background colors.

Usage: ansi-to-html.py FOREGROUND BACKGROUND < screen.ansi > screen.html
FOREGROUND and BACKGROUND (#rrggbb) stand for the terminal's default colors.
Only SGR sequences (ESC [ ... m) are read; tmux's capture writes no others.
"""
import html
import re
import sys

# xterm's 16 colors, then its 6x6x6 cube and gray ramp: what 38;5;N and 30-37/90-97 mean.
BASIC = ["000000", "cd0000", "00cd00", "cdcd00", "0000ee", "cd00cd", "00cdcd", "e5e5e5",
         "7f7f7f", "ff0000", "00ff00", "ffff00", "5c5cff", "ff00ff", "00ffff", "ffffff"]


def palette(index):
    if index < 16:
        return "#" + BASIC[index]
    if index < 232:
        index -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return "#%02x%02x%02x" % (steps[index // 36], steps[index // 6 % 6], steps[index % 6])
    gray = 8 + 10 * (index - 232)
    return "#%02x%02x%02x" % (gray, gray, gray)


# The attribute each SGR code turns on, and those each turns off.
SETS = {1: "bold", 2: "faint", 3: "italic", 4: "underline", 7: "reverse"}
CLEARS = {22: ["bold", "faint"], 23: ["italic"], 24: ["underline"], 27: ["reverse"]}
# The 16-color codes: the layer each paints, and the color (None: the terminal's own).
PLAIN_COLORS = {39: ("fg", None), 49: ("bg", None)}
for first, layer, offset in [(30, "fg", 0), (90, "fg", 8), (40, "bg", 0), (100, "bg", 8)]:
    PLAIN_COLORS.update({first + n: (layer, offset + n) for n in range(8)})


class Pen:
    """The attributes the next characters are drawn with."""

    def __init__(self):
        self.reset()

    def reset(self):
        self.fg = self.bg = None
        self.bold = self.italic = self.underline = self.reverse = self.faint = False

    def apply(self, parameters):
        codes = [int(p) if p else 0 for p in parameters.split(";")] if parameters else [0]
        i = 0
        while i < len(codes):
            code = codes[i]
            if code in (38, 48) and i + 1 < len(codes):
                if codes[i + 1] == 2 and i + 4 < len(codes):
                    color = "#%02x%02x%02x" % tuple(codes[i + 2:i + 5])
                    i += 4
                elif codes[i + 1] == 5 and i + 2 < len(codes):
                    color = palette(codes[i + 2])
                    i += 2
                else:
                    color = None
                if code == 38:
                    self.fg = color
                else:
                    self.bg = color
            elif code == 0:
                self.reset()
            elif code in SETS:
                setattr(self, SETS[code], True)
            elif code in CLEARS:
                for name in CLEARS[code]:
                    setattr(self, name, False)
            elif code in PLAIN_COLORS:
                layer, index = PLAIN_COLORS[code]
                setattr(self, layer, None if index is None else palette(index))
            i += 1

    def css(self, foreground, background):
        fg, bg = self.fg, self.bg
        if self.reverse:
            fg, bg = bg or background, fg or foreground
        rules = []
        if fg:
            rules.append("color:" + fg)
        if bg:
            rules.append("background:" + bg)
        if self.bold:
            rules.append("font-weight:bold")
        if self.faint:
            rules.append("opacity:.6")
        if self.italic:
            rules.append("font-style:italic")
        if self.underline:
            rules.append("text-decoration:underline")
        return ";".join(rules)


SGR = re.compile(r"\x1b\[([0-9;]*)m")


def convert(screen, foreground, background):
    # The pen goes on from line to line: tmux writes a change of attributes where it happens,
    # and a line that goes on in the colors the last one ended in starts with none.
    pen = Pen()
    lines = []
    for line in screen.split("\n"):
        out = []
        position = 0

        def draw(text):
            if text:
                style = pen.css(foreground, background)
                escaped = html.escape(text)
                out.append('<span style="%s">%s</span>' % (style, escaped) if style else escaped)

        for match in SGR.finditer(line):
            draw(line[position:match.start()])
            pen.apply(match.group(1))
            position = match.end()
        draw(line[position:])
        lines.append("".join(out))
    return "\n".join(lines)


def main():
    foreground, background = sys.argv[1], sys.argv[2]
    screen = sys.stdin.read()
    if screen.endswith("\n"):
        screen = screen[:-1]
    body = convert(screen, foreground, background)
    sys.stdout.write(
        "<!DOCTYPE html>\n<meta charset=utf-8>\n<style>\n"
        "html,body{margin:0;background:%s;color:%s}\n"
        "pre{margin:0;padding:8px 10px;font:13px/16px 'DejaVu Sans Mono',monospace}\n"
        "</style>\n<pre>%s</pre>\n" % (background, foreground, body))


if __name__ == "__main__":
    main()
