"""pyproject.toml lists every package, so a regular (non-editable) install has all of minicell."""
import pathlib
import tomllib

ROOT = pathlib.Path(__file__).resolve().parent.parent


def test_every_package_is_listed():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    listed = set(config["packages"])
    dirs = config["package-dir"]
    found = set()
    for name, rel in dirs.items():
        base = ROOT / rel
        for init in base.rglob("__init__.py"):
            sub = init.parent.relative_to(base).parts
            found.add(".".join((name, *sub)))
    assert found - listed == set(), "add these packages to pyproject.toml"
    assert listed - found == set(), "these listed packages do not exist"
