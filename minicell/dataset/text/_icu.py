"""The bits of ICU the text operations need, in the standard library: ICU regular expressions
(``\\p{Ll}``, ``\\p{Han}``, ``\\P{N}``, ... translated to ``re`` character classes built from
``unicodedata``) and the Unicode script of a character (from its Unicode name)."""
import functools
import re
import sys
import unicodedata

_HAN = ((0x2E80, 0x2FDF), (0x3005, 0x3007), (0x3021, 0x3029), (0x3038, 0x303B),
        (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FA1F),
        (0x30000, 0x3134F))
_PREFIXES = ("FULLWIDTH", "HALFWIDTH", "SMALL", "CAPITAL", "MODIFIER", "OLD", "NEW")


def script(ch):
    """' ' for whitespace, else the script: 'Han', 'LATIN', 'GREEK', ... for letters,
    'Inherited' for combining marks, 'Common' for digits, punctuation and symbols."""
    if ch.isspace():
        return " "
    cat = unicodedata.category(ch)
    if cat in ("Mn", "Me"):
        return "Inherited"
    if not (cat.startswith("L") or cat == "Nl"):
        return "Common"
    cp = ord(ch)
    if any(lo <= cp <= hi for lo, hi in _HAN):
        return "Han"
    words = unicodedata.name(ch, "").split()
    while len(words) > 1 and words[0] in _PREFIXES:
        words = words[1:]
    return words[0] if words else "Common"


@functools.lru_cache(maxsize=None)
def _categories():
    """General category -> list of (first, last) code point ranges, in one pass."""
    ranges = {}
    for cp in range(sys.maxunicode + 1):
        cat = unicodedata.category(chr(cp))
        spans = ranges.setdefault(cat, [])
        if spans and spans[-1][1] == cp - 1:
            spans[-1][1] = cp
        else:
            spans.append([cp, cp])
    return ranges


def _class_body(spans):
    out = []
    for lo, hi in spans:
        out.append(re.escape(chr(lo)) if lo == hi else f"{re.escape(chr(lo))}-{re.escape(chr(hi))}")
    return "".join(out)


@functools.lru_cache(maxsize=None)
def _property(name):
    """The body of a character class for ``\\p{name}``: a general category (L, Lu, N, P, ...)
    or a script (Han, Latin, Greek, ...)."""
    cats = _categories()
    if name in cats or len(name) == 1 and any(c.startswith(name) for c in cats):
        return _class_body([s for c, spans in sorted(cats.items()) if c.startswith(name)
                            for s in spans])
    if name.lower() == "han":
        return _class_body(_HAN)
    wanted = name.upper()
    spans = [s for c in cats if c.startswith("L") for s in cats[c]]
    chars = [cp for lo, hi in spans for cp in range(lo, hi + 1)
             if script(chr(cp)) == wanted]
    if not chars:
        raise ValueError(f"unknown Unicode property \\p{{{name}}} in the pattern.")
    merged = []
    for cp in chars:
        if merged and merged[-1][1] == cp - 1:
            merged[-1][1] = cp
        else:
            merged.append([cp, cp])
    return _class_body(merged)


_PROP = re.compile(r"\\([pP])\{(\^?)([A-Za-z_ ]+)\}")


def translate(pattern):
    """An ICU pattern as a Python ``re`` pattern."""
    out, pos, depth = [], 0, 0
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        m = _PROP.match(pattern, i) if ch == "\\" else None
        if m:
            negate = (m.group(1) == "P") != bool(m.group(2))
            body = _property(m.group(3).replace(" ", "").replace("_", ""))
            if depth:
                if negate:
                    raise ValueError("minicell cannot negate \\P{...} inside a character class.")
                out.append(body)
            else:
                out.append(f"[{'^' if negate else ''}{body}]")
            i = m.end()
            continue
        if ch == "\\" and i + 1 < len(pattern):
            out.append(pattern[i:i + 2])
            i += 2
            continue
        if ch == "[" and not depth:
            depth = 1
        elif ch == "]" and depth and pattern[i - 1] != "[":
            depth = 0
        out.append(ch)
        i += 1
    return "".join(out)


def compile(pattern):  # pylint: disable=redefined-builtin
    """``re.compile`` of an ICU pattern."""
    try:
        return re.compile(translate(pattern))
    except re.error as e:
        raise ValueError(f"the regular expression {pattern!r} is invalid: {e}.") from e


def replacement(replace):
    """An ICU replacement string (``$1`` names a group) as ``re.sub``'s."""
    return re.sub(r"\$(\d+)", r"\\g<\1>", replace)
