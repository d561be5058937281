"""Run the marked code blocks of ``docs/*.md``; with ``--write``, refresh their expected output.

Markers (the info string of a fenced block):

- ```` ```python run ````: must run without an exception (the block asserts its own results);
- ```` ```python raises=ErrorName ````: must raise ``ErrorName``; the ```` ```text ```` block
  right after it is the expected ``ErrorName: message``;
- ```` ```python warns=WarningName ````: must run and issue ``WarningName``; the following
  ```` ```text ```` block is the expected ``WarningName: message``.

Each block runs as a file named ``example.py`` (GRAPH_MODE compiles from source, so it needs a
file) after one prelude line: ``PRELUDE_GRAPH``, or ``PRELUDE`` for blocks also tagged
``pynative``. Messages are normalised so the path reads ``example.py`` and line numbers count
from the block's first line, as a reader sees it. ``tests/test_docs.py`` runs every marked block;
after an intended change of a message, refresh the pages with::

    python docs/doc_examples.py --write docs/graph_mode_syntax.md
"""
import argparse
import pathlib
import re
import runpy
import sys
import tempfile
import warnings

HERE = pathlib.Path(__file__).resolve().parent
PRELUDE = "import numpy as np; import minicell as ms; from minicell import nn, ops"
PRELUDE_GRAPH = PRELUDE + "; ms.set_context(mode=ms.GRAPH_MODE)"

_FENCE = re.compile(r"^```([^\n]*)\n(.*?)^```[ \t]*$", re.M | re.S)


def blocks(text):
    """``[(info words, code, expected text or None, line, match, text match)]`` of a page."""
    found = list(_FENCE.finditer(text))
    out = []
    for i, m in enumerate(found):
        nxt = found[i + 1] if i + 1 < len(found) else None
        follows = nxt is not None and nxt.group(1).strip() == "text" and \
            not text[m.end():nxt.start()].strip()
        out.append((m.group(1).split(), m.group(2), nxt.group(2) if follows else None,
                    text.count("\n", 0, m.start()) + 1, m, nxt if follows else None))
    return out


def is_marked(info):
    return info[:1] == ["python"] and any(
        w == "run" or w.startswith(("raises=", "warns=")) for w in info[1:])


def expectation(info):
    """``("raises" | "warns" | None, name)`` from a block's tags."""
    for w in info[1:]:
        if w.startswith(("raises=", "warns=")):
            kind, name = w.split("=", 1)
            return kind, name
    return None, None


def normalize(message, path):
    """The example's absolute path -> ``example.py``; its line numbers -> the block's."""
    message = message.replace(str(path), "example.py")
    return re.sub(r'File "example\.py", line (\d+)',
                  lambda m: f'File "example.py", line {int(m.group(1)) - 1}', message)


def run_block(code, tags, workdir=None):
    """Run one block as ``example.py``; returns ``(exception or None, ["Name: message"])``."""
    import minicell as ms
    path = pathlib.Path(workdir or tempfile.mkdtemp()) / "example.py"
    path.write_text((PRELUDE if "pynative" in tags else PRELUDE_GRAPH) + "\n" + code)
    err = None
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            runpy.run_path(str(path), run_name="__main__")
        except Exception as e:  # noqa: BLE001  the caller compares it with the page
            err = e
        finally:
            ms.set_context(mode=ms.PYNATIVE_MODE)
    msgs = [f"{w.category.__name__}: {normalize(str(w.message), path)}" for w in caught]
    if err is not None:
        err.doc_text = f"{type(err).__name__}: {normalize(str(err), path)}"
    return err, msgs


def actual_text(info, err, msgs):
    """What the ``text`` block after a raises=/warns= block should say, or None."""
    kind, name = expectation(info)
    if kind == "raises":
        return err.doc_text if err is not None and type(err).__name__ == name else None
    if kind == "warns" and err is None:
        hits = [m for m in msgs if m.startswith(name + ":")]
        return hits[0] if hits else None
    return None


def refresh(path):
    """Rewrite the expected-output blocks of one page from actual runs; returns problems."""
    text = path.read_text()
    problems, edits = [], []
    for info, code, expected, line, m, tm in blocks(text):
        if not is_marked(info) or expectation(info)[0] is None:
            continue
        err, msgs = run_block(code, info[1:])
        new = actual_text(info, err, msgs)
        if new is None:
            problems.append(f"{path.name}:{line}: {' '.join(info)} gave "
                            f"{getattr(err, 'doc_text', err)!r} / warnings {msgs}")
            continue
        block = "```text\n" + new.rstrip() + "\n```"
        if tm is not None:
            edits.append((tm.start(), tm.end(), block))
        else:
            edits.append((m.end(), m.end(), "\n\n" + block))
    for start, end, new in sorted(edits, reverse=True):
        text = text[:start] + new + text[end:]
    path.write_text(text)
    return problems


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--write", action="store_true", help="rewrite the expected-output blocks")
    ap.add_argument("pages", nargs="*", type=pathlib.Path)
    args = ap.parse_args(argv)
    pages = args.pages or sorted(HERE.glob("*.md"))
    if not args.write:
        ap.error("use --write (tests/test_docs.py is the checker)")
    problems = [p for page in pages for p in refresh(page)]
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
