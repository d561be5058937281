"""The heavy-case list: its parser (conftest) and the script that rewrites it from a profile."""
import types

import pytest

import conftest
import heavy_list


def test_listed_ids_parse_with_spaces_and_hashes_inside(tmp_path, monkeypatch):
    listed = tmp_path / "heavy.txt"
    listed.write_text("# header\n"
                      "tests/test_a.py::test_x[a b-# <- mask]  # 1.2 s\n"
                      "tests/test_b.py::test_y  # 0.8 s\n\n")
    monkeypatch.setattr(conftest, "HEAVY_LIST", str(listed))
    assert conftest._heavy_ids() == {"tests/test_a.py::test_x[a b-# <- mask]",
                                     "tests/test_b.py::test_y"}


def test_rewrite_keeps_the_header_and_lists_the_cases_over_the_threshold(tmp_path, capsys,
                                                                          monkeypatch):
    profile = tmp_path / "cpu"
    profile.mkdir()
    (profile / "1.tsv").write_text("tests/t.py::slow_one\t2.500\ntests/t.py::quick\t0.100\n")
    (profile / "2.tsv").write_text("tests/u.py::case[p q]\t0.900\n")
    target = tmp_path / "heavy.txt"
    target.write_text("# kept header\ntests/old.py::gone  # 3.0 s\n")
    heavy_list.main([str(profile), "--threshold", "0.7"], target=target)
    assert target.read_text() == ("# kept header\ntests/t.py::slow_one  # 2.5 s\n"
                                  "tests/u.py::case[p q]  # 0.9 s\n")
    assert "2 of 3 cases over 0.7 s: 3 of 4 CPU seconds" in capsys.readouterr().out
    monkeypatch.setattr(conftest, "HEAVY_LIST", str(target))    # what it writes parses back
    assert conftest._heavy_ids() == {"tests/t.py::slow_one", "tests/u.py::case[p q]"}


def test_a_refused_run_is_one_case_failing_with_the_reason(request):
    """A stale list refuses the run as one failing case (under xdist a raise in
    ``pytest_collection_modifyitems`` shows only as an INTERNALERROR without the reason)."""
    deselected = []
    config = types.SimpleNamespace(hook=types.SimpleNamespace(
        pytest_deselected=lambda items: deselected.extend(items)))
    items = [request.node]
    conftest._fail_run(config, items, "tests/heavy_tests.txt lists cases that were not collected")
    assert deselected == [request.node]
    (refused,) = items
    assert refused.nodeid == "::heavy_tests.txt" and refused.get_closest_marker("heavy")
    with pytest.raises(pytest.UsageError, match="lists cases that were not collected"):
        refused.runtest()
    assert refused.repr_failure(None) == refused.reason
