"""The documentation in docs/ is checked against the code it describes.

- ``docs/ops.md`` must be exactly what ``docs/gen_ops.py`` writes from the op registry, so an op
  added (or changed) without regenerating the page fails here.
- The code blocks of ``docs/*.md`` marked ``python run`` / ``python raises=Error`` /
  ``python warns=Warning`` are run (see ``docs/doc_examples.py`` for the markers); the text
  block after a raises=/warns= block must be the actual message, so an error message that
  changes without the docs following it fails here. After an intended change:
  ``python docs/doc_examples.py --write docs/graph_mode_syntax.md``.
"""
import pathlib
import re
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
sys.path.insert(0, str(DOCS))
import doc_examples  # noqa: E402
import gen_api_coverage  # noqa: E402
import gen_ops  # noqa: E402
sys.path.remove(str(DOCS))


_HEADING = re.compile(r"^#{1,6}[ \t]+(.+?)[ \t#]*$", re.M)


def _sections(text, found):
    """``[(offset, slug)]`` of the page's headings outside its code blocks, in order."""
    fences = [(b[4].start(), b[4].end()) for b in found]
    return [(m.start(), re.sub(r"[^a-z0-9]+", "-", m.group(1).lower())[:40].strip("-"))
            for m in _HEADING.finditer(text)
            if not any(a <= m.start() < b for a, b in fences)]


def _marked():
    """One case per marked block, named ``<page>:<heading slug>:<n>`` (the n-th marked block
    under that heading), so that an edit elsewhere in the page renames no case (a line number
    would: heavy_tests.txt lists some of these ids)."""
    cases = []
    for path in sorted(DOCS.glob("*.md")):
        text = path.read_text()
        found = doc_examples.blocks(text)
        sections, seen = _sections(text, found), {}
        for info, code, expected, _, match, _ in found:
            if doc_examples.is_marked(info):
                slug = next((s for at, s in reversed(sections) if at < match.start()), "top")
                seen[slug] = seen.get(slug, 0) + 1
                cases.append(pytest.param(info, code, expected,
                                          id=f"{path.name}:{slug}:{seen[slug]}"))
    return cases


@pytest.mark.parametrize("info, code, expected", _marked())
def test_doc_example(info, code, expected, tmp_path):
    err, msgs = doc_examples.run_block(code, info[1:], tmp_path)
    kind, name = doc_examples.expectation(info)
    if kind is None:
        assert err is None, getattr(err, "doc_text", err)
        return
    assert expected is not None, f"a {kind}= block must be followed by a text block"
    if kind == "raises":
        assert err is not None, f"expected {name}, but the example ran"
        assert type(err).__name__ == name, err.doc_text
        assert err.doc_text.strip() == expected.strip()
    else:
        assert err is None, err.doc_text
        assert expected.strip() in [m.strip() for m in msgs], msgs


def test_docs_mark_examples():
    """The syntax page keeps its examples checked (guards against losing the markers)."""
    tagged = [c for c in _marked() if c.id.startswith("graph_mode_syntax.md")]
    assert len(tagged) >= 10


def test_ops_page_matches_the_registry():
    from minicell.runtime.registry import all_ops
    expected = gen_ops.render()
    current = (DOCS / "ops.md").read_text()
    assert current == expected, "docs/ops.md is stale: run `python docs/gen_ops.py`"
    for op in all_ops():
        assert f"| `{op.name}` |" in current


def test_api_coverage_page_is_current():
    expected = gen_api_coverage.render(gen_api_coverage.coverage())
    assert (DOCS / "api_coverage.md").read_text() == expected, \
        "docs/api_coverage.md is stale: run `python docs/gen_api_coverage.py`"


def test_unsupported_names_are_absent_and_raise_their_reason():
    import importlib
    from minicell.common.unsupported import UNSUPPORTED, UnsupportedError
    import minicell
    for ns, names in UNSUPPORTED.items():
        module = minicell.Tensor([1.0]) if ns == "Tensor" else \
            importlib.import_module(ns.replace("mindspore", "minicell", 1))
        for name, why in names.items():
            stand_in = getattr(module, name, None) if name in dir(module) else None
            if stand_in is not None:   # an import stand-in (mindrecord): refuses when called
                assert stand_in.__minicell_unsupported__ == why, f"{ns}.{name} exists"
                with pytest.raises(UnsupportedError) as info:
                    stand_in()
            else:
                with pytest.raises(UnsupportedError) as info:
                    getattr(module, name)
            assert why in str(info.value)


def test_ops_page_lists_exposing_names():
    """The introspection finds the public names of a few well-known ops."""
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
