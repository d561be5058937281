"""The documentation in docs/ is checked against the code it describes.

- ``docs/ops.md`` must be exactly what ``docs/gen_ops.py`` writes from the op registry, so an op
  added (or changed) without regenerating the page fails here.
- Code blocks in ``docs/*.md`` whose info string marks them are run:

  - ```` ```python run ````: must run without an exception (they assert their own results);
  - ```` ```python raises=ErrorName ````: must raise ``ErrorName``, and the ```` ```text ````
    block right after it must be the message (``ErrorName: message``) exactly;
  - ```` ```python warns=WarningName ````: must run and issue ``WarningName``, whose message
    the following ```` ```text ```` block must be exactly.

  Each block runs as a file (GRAPH_MODE compiles from source, so it needs one) named
  ``example.py`` after one prelude line (``PRELUDE``: imports and, for ``graph`` blocks,
  ``ms.set_context(mode=ms.GRAPH_MODE)``); line numbers in messages are counted from the
  block's first line, as a reader sees it. Blocks tagged ``pynative`` skip the mode switch.
"""
import pathlib
import re
import runpy
import sys
import warnings

import pytest

import minicell as ms

ROOT = pathlib.Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
PRELUDE_BASE = "import numpy as np; import minicell as ms; from minicell import nn, ops"
PRELUDE_GRAPH = PRELUDE_BASE + "; ms.set_context(mode=ms.GRAPH_MODE)"

_FENCE = re.compile(r"^```([^\n]*)\n(.*?)^```\s*$", re.M | re.S)


def blocks(path):
    """``[(info words, code, following text block or None, line)]`` for one markdown file."""
    text = path.read_text()
    found = list(_FENCE.finditer(text))
    out = []
    for i, m in enumerate(found):
        info = m.group(1).split()
        nxt = found[i + 1] if i + 1 < len(found) else None
        between = text[m.end():nxt.start()] if nxt else ""
        follow = nxt.group(2) if nxt and nxt.group(1).strip() == "text" and \
            not between.strip() else None
        out.append((info, m.group(2), follow, text.count("\n", 0, m.start()) + 1))
    return out


def _marked():
    cases = []
    for path in sorted(DOCS.glob("*.md")):
        for info, code, follow, line in blocks(path):
            if info[:1] == ["python"] and any(w == "run" or w.startswith(("raises=", "warns="))
                                              for w in info[1:]):
                cases.append(pytest.param(info[1:], code, follow,
                                          id=f"{path.name}:{line}"))
    return cases


def _normalize(message, path):
    """The example's absolute path -> ``example.py``; its line numbers -> the block's."""
    message = message.replace(str(path), "example.py")
    return re.sub(r'File "example\.py", line (\d+)',
                  lambda m: f'File "example.py", line {int(m.group(1)) - 1}', message)


def run_block(code, tags, tmp_path):
    """Run one block as ``example.py``; returns ``(exception or None, [warnings])``."""
    path = tmp_path / "example.py"
    prelude = PRELUDE_BASE if "pynative" in tags else PRELUDE_GRAPH
    path.write_text(prelude + "\n" + code)
    err = None
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            runpy.run_path(str(path), run_name="__main__")
        except Exception as e:  # noqa: BLE001  the caller compares it with the docs
            err = e
        finally:
            ms.set_context(mode=ms.PYNATIVE_MODE)
            sys.modules.pop("example", None)
    return err, [(w.category.__name__, _normalize(str(w.message), path)) for w in caught], path


@pytest.mark.parametrize("tags, code, expected", _marked())
def test_doc_example(tags, code, expected, tmp_path):
    err, caught, path = run_block(code, tags, tmp_path)
    raises = [t.split("=", 1)[1] for t in tags if t.startswith("raises=")]
    warns = [t.split("=", 1)[1] for t in tags if t.startswith("warns=")]
    if raises:
        assert err is not None, f"expected {raises[0]}, but the example ran"
        assert type(err).__name__ == raises[0], f"{type(err).__name__}: {err}"
        assert expected is not None, "a raises= block must be followed by a text block"
        got = f"{type(err).__name__}: {_normalize(str(err), path)}"
        assert got.strip() == expected.strip()
        return
    assert err is None, f"{type(err).__name__}: {err}"
    if warns:
        assert expected is not None, "a warns= block must be followed by a text block"
        texts = [f"{cat}: {msg}" for cat, msg in caught if cat == warns[0]]
        assert texts, f"no {warns[0]} was issued; got {caught}"
        assert expected.strip() in [t.strip() for t in texts], texts


def test_docs_mark_examples():
    """The syntax page keeps its examples checked (guards against losing the markers)."""
    tagged = [c for c in _marked() if c.id.startswith("graph_mode_syntax.md")]
    assert len(tagged) >= 10


def test_ops_page_matches_the_registry():
    sys.path.insert(0, str(DOCS))
    try:
        import gen_ops
    finally:
        sys.path.remove(str(DOCS))
    from minicell.runtime.registry import all_ops
    expected = gen_ops.render()
    current = (DOCS / "ops.md").read_text()
    assert current == expected, "docs/ops.md is stale: run `python docs/gen_ops.py`"
    for op in all_ops():
        assert f"| `{op.name}` |" in current


def test_ops_page_lists_exposing_names():
    """The introspection finds the public names of a few well-known ops."""
    sys.path.insert(0, str(DOCS))
    try:
        import gen_ops
    finally:
        sys.path.remove(str(DOCS))
    exposed = gen_ops.exposures()
    assert "ops.matmul" in exposed["matmul"] and "ops.MatMul" in exposed["matmul"]
    assert "ops.add" in exposed["add"] and "ops.Add" in exposed["add"]
    assert "ops.conv2d" in exposed["conv"]


def test_benchmarks_page_names_every_workload():
    from benchmarks import report, workloads
    text = (DOCS / "benchmarks.md").read_text()
    for w in workloads.WORKLOADS:
        assert f"`{w.key}`" in text, w.key
    for key, *_ in report.RATIOS:
        assert f"`{key}`" in text, key


def test_index_links_every_page():
    index = (DOCS / "README.md").read_text()
    for page in DOCS.glob("*.md"):
        if page.name != "README.md":
            assert f"({page.name})" in index, page.name


def test_architecture_names_existing_modules():
    """Every ``compiler/x.py`` / ``runtime/x.py`` path the architecture page names exists."""
    text = (DOCS / "architecture.md").read_text()
    paths = set(re.findall(r"\b((?:compiler|runtime|minicell)/[\w/]+\.py)\b", text))
    assert paths
    missing = [p for p in sorted(paths) if not (ROOT / p).exists()]
    assert not missing, missing
