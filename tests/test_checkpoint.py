"""Checkpoints: MindSpore's .ckpt format both ways, safetensors, atomic saves, safe loads.

The ``ms210_*`` fixtures were written by MindSpore 2.10 (tests/fixtures/make_ms_fixtures.py);
nothing here imports MindSpore.
"""
import io
import os
import stat
import subprocess
import sys
import textwrap

import ml_dtypes
import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell.train import _ckpt_proto as proto

from fixtures import make_ms_fixtures

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures")
MS_ALL = os.path.join(FIXTURES, "ms210_all_types.ckpt")
MS_CRC = os.path.join(FIXTURES, "ms210_crc.ckpt")
MS_NESTED = os.path.join(FIXTURES, "ms210_nested_cell.ckpt")
MS_ST = os.path.join(FIXTURES, "ms210.safetensors")


def expected_values():
    """What make_ms_fixtures.py saved (name -> array or str, file order); MindSpore wrote the
    ``bf16`` entry as BFloat16, so it reads back as ``ml_dtypes.bfloat16``."""
    values = make_ms_fixtures.expected_values()
    values["bf16"] = values["bf16"].astype(ml_dtypes.bfloat16)
    return values


def as_items(values):
    """The fixture's content as save_checkpoint input (+ append_dict), as MindSpore got it."""
    items = [{"name": k, "data": ms.Tensor(v)} for k, v in values.items()
             if k not in ("epoch", "lr", "note")]
    return items, {"epoch": 3, "lr": 0.5, "note": values["note"]}


def assert_same(loaded, values):
    assert list(loaded) == list(values)
    for name, want in values.items():
        got = loaded[name]
        if isinstance(want, str):
            assert got == want
            continue
        assert isinstance(got, ms.Parameter) and got.name == name and got.requires_grad
        arr = got.asnumpy()
        assert arr.dtype == want.dtype and arr.shape == want.shape, name
        np.testing.assert_array_equal(arr, want)


class Leaf(nn.Cell):
    def __init__(self, w=(2, 3), dtype=np.float32):
        super().__init__()
        self.weight = ms.Parameter(ms.Tensor(np.zeros(w, dtype)), name="weight")
        self.bias = ms.Parameter(ms.Tensor(np.zeros(w[:1], dtype)), name="bias")

    def construct(self, x):
        return x


class Inner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = Leaf()

    def construct(self, x):
        return self.fc(x)


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.network = Inner()

    def construct(self, x):
        return self.network(x)


def snapshot(net):
    return {n: (p.asnumpy().copy(), p.dtype, p.requires_grad) for n, p in
            net.parameters_and_names()}


def assert_unchanged(net, before):
    after = snapshot(net)
    assert list(after) == list(before)
    for name, (arr, dt, rg) in before.items():
        np.testing.assert_array_equal(after[name][0], arr)
        assert after[name][1:] == (dt, rg)


def read(path):
    with open(path, "rb") as f:
        return f.read()


# ---- MindSpore's files -> minicell, and minicell's files == MindSpore's ----------------------
def test_reads_every_dtype_mindspore_wrote():
    assert_same(ms.load_checkpoint(MS_ALL), expected_values())


def test_writes_byte_identical_files(tmp_path):
    items, append = as_items(expected_values())
    out = str(tmp_path / "mine.ckpt")
    ms.save_checkpoint(items, out, append_dict=append)
    assert read(out) == read(MS_ALL)
    ms.save_checkpoint(items[:2], str(tmp_path / "crc.ckpt"), crc_check=True)
    assert read(tmp_path / "crc.ckpt") == read(MS_CRC)
    ms.save_checkpoint(items[:4] + items[-1:], str(tmp_path / "x.safetensors"),
                       format="safetensors")
    assert read(tmp_path / "x.safetensors") == read(MS_ST)


def test_crc_fixture_verifies_and_detects_damage(tmp_path):
    assert list(ms.load_checkpoint(MS_CRC, crc_check=True)) == ["network.fc.weight",
                                                                "network.fc.bias"]
    blob = bytearray(read(MS_CRC))
    blob[30] ^= 0x01                    # one flipped bit inside the weight's data
    bad = tmp_path / "bad.ckpt"
    bad.write_bytes(bytes(blob))
    with pytest.raises(ValueError, match="crc check"):
        ms.load_checkpoint(str(bad))    # checked even without crc_check=True


def test_file_system_appends_and_reads_and_crc_catches_appended_bytes(tmp_path):
    """``mindspore.common.file_system.FileSystem``: the basic backend is ``open`` ("ab" to
    create, "rb" to open); bytes appended after a CRC-checked save fail the load."""
    from minicell.common.file_system import FileSystem, _register_mindio_file_system
    fs = FileSystem()
    assert (fs.backend, fs.create, fs.create_args, fs.open_args) == ("basic", open, ("ab",),
                                                                     ("rb",))
    assert _register_mindio_file_system(fs) is False and fs.backend == "basic"
    path = str(tmp_path / "w.ckpt")
    ms.save_checkpoint([{"name": "w", "data": ms.Tensor([1.0, 2.0])}], path, crc_check=True)
    with fs.create(path, *fs.create_args) as f:
        f.write(b"111")
    with fs.open(path, *fs.open_args) as f:
        assert f.read().endswith(b"111")
    with pytest.raises(ValueError):
        ms.load_checkpoint(path, crc_check=True)


def test_nested_cell_fixture_loads_into_nested_cell():
    net = Outer()
    assert [n for n, _ in net.parameters_and_names()] == ["network.fc.weight", "network.fc.bias"]
    not_loaded, unused = ms.load_param_into_net(net, ms.load_checkpoint(MS_NESTED))
    assert (not_loaded, unused) == ([], [])
    np.testing.assert_array_equal(net.network.fc.weight.asnumpy(),
                                  expected_values()["network.fc.weight"])


def test_safetensors_fixture_and_round_trip(tmp_path):
    values = expected_values()
    want = {k: values[k] for k in sorted(["network.fc.weight", "network.fc.bias", "f16", "f64",
                                          "bf16"])}
    assert_same(ms.load_checkpoint(MS_ST, format="safetensors"), want)
    with open(MS_ST, "rb") as f:        # MindSpore also reads from memory for safetensors
        assert_same(ms.load_checkpoint(io.BytesIO(f.read()), format="safetensors"), want)
    out = str(tmp_path / "mine.safetensors")
    ms.save_checkpoint([{"name": k, "data": ms.Tensor(v)} for k, v in want.items()], out,
                       format="safetensors")
    assert_same(ms.load_checkpoint(out, format="safetensors"), want)


# ---- round trips -------------------------------------------------------------------------
@pytest.mark.parametrize("fmt", ["ckpt", "safetensors"])
@pytest.mark.parametrize("dtype", [np.float32, np.float16, np.float64, ml_dtypes.bfloat16,
                                   np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16,
                                   np.uint32, np.uint64, np.bool_])
@pytest.mark.parametrize("shape", [(), (1,), (2, 3), (0, 3), (2, 1, 2)])
def test_round_trip(tmp_path, fmt, dtype, shape):
    arr = np.asarray(np.arange(int(np.prod(shape))).reshape(shape) % 5).astype(dtype)
    path = str(tmp_path / f"x.{fmt}")
    ms.save_checkpoint([ms.Parameter(ms.Tensor(arr), name="x")], path, format=fmt)
    got = ms.load_checkpoint(path, format=fmt)["x"].asnumpy()
    assert got.dtype == arr.dtype and got.shape == arr.shape
    np.testing.assert_array_equal(got, arr)


@pytest.mark.parametrize("text", ["", "plain", "héllo ✓ 漢字", "trailing space "])
def test_strings_round_trip(tmp_path, text):
    path = str(tmp_path / "s.ckpt")
    ms.save_checkpoint([ms.Parameter(ms.Tensor([1.0]), name="w")], path,
                       append_dict={"s": text, "n": 7, "f": 0.25, "b": True})
    got = ms.load_checkpoint(path)
    assert got["s"] == text
    assert [(got[k].dtype, got[k].shape, got[k].asnumpy().item()) for k in "nfb"] == \
        [(ms.int64, (), 7), (ms.float32, (), 0.25), (ms.bool_, (), True)]


def test_dict_from_load_checkpoint_saves_again(tmp_path):
    first = ms.load_checkpoint(MS_ALL)
    out = str(tmp_path / "again.ckpt")
    ms.save_checkpoint(first, out)
    assert read(out) == read(MS_ALL)


def test_large_tensor_is_chunked_like_mindspore(tmp_path, monkeypatch):
    monkeypatch.setattr(proto, "CHUNK_BYTES", 16)    # MindSpore: 512 MiB per chunk
    arr = np.arange(10, dtype=np.float32)           # 40 bytes -> chunks of 16, 16, 8
    path = str(tmp_path / "big.ckpt")
    ms.save_checkpoint([{"name": "big", "data": ms.Tensor(arr)},
                        {"name": "after", "data": ms.Tensor([1, 2])}], path)
    entries = proto.decode(read(path))
    assert [(e.tag, e.dims, len(e.content)) for e in entries] == \
        [("big", (10,), 16), ("big", (10,), 16), ("big", (10,), 8), ("after", (2,), 16)]
    np.testing.assert_array_equal(ms.load_checkpoint(path)["big"].asnumpy(), arr)


def test_saved_file_is_owner_read_only_and_can_be_overwritten(tmp_path):
    path = str(tmp_path / "ro.ckpt")
    ms.save_checkpoint([ms.Parameter(ms.Tensor([1.0]), name="a")], path)
    assert stat.S_IMODE(os.stat(path).st_mode) == stat.S_IRUSR   # as MindSpore leaves it
    ms.save_checkpoint([ms.Parameter(ms.Tensor([2.0]), name="a")], path)
    assert ms.load_checkpoint(path)["a"].asnumpy().tolist() == [2.0]
    assert os.listdir(tmp_path) == ["ro.ckpt"]


# ---- corrupt and truncated files ---------------------------------------------------------
def _entry_tags(blob):
    return [e.tag for e in proto.decode(blob)]


def test_every_truncation_is_an_error_or_a_clean_prefix(tmp_path):
    """Protobuf cannot tell a cut exactly between two entries from a shorter file; anything
    else must raise ValueError, and a clean cut must give the intact leading entries."""
    blob = read(MS_ALL)
    tags = _entry_tags(blob)
    path = tmp_path / "cut.ckpt"
    for n in range(1, len(blob)):
        path.write_bytes(blob[:n])
        try:
            got = ms.load_checkpoint(str(path))
        except ValueError:
            continue
        assert list(got) == tags[:len(got)], n
        assert_same(got, {k: expected_values()[k] for k in got})


def test_crc_protected_file_rejects_every_flipped_byte(tmp_path):
    """Without a CRC a flipped data byte is undetectable; with one, every flip is an error.
    (A truncation removes the trailer, so it is caught only as the test above says.)"""
    blob = read(MS_CRC)
    path = tmp_path / "x.ckpt"
    for i in range(len(blob)):
        damaged = bytearray(blob)
        damaged[i] ^= 0x40
        path.write_bytes(bytes(damaged))
        with pytest.raises(ValueError):
            ms.load_checkpoint(str(path))


def _value(tag_field, tensor):
    return proto._len_field(1, proto._len_field(1, tag_field) + proto._len_field(2, tensor))


_F32 = proto._len_field(2, b"Float32")
MALFORMED = {
    "garbage": b"\xff\xff\xff garbage",
    "length past end": b"\x0a\xff\x01abc",
    "11-byte varint": b"\x0a" + b"\xff" * 11,
    "group wire type": b"\x0b\x0c",
    "field zero": b"\x02\x00",
    "wrong wire type for value": b"\x08\x01",
    "unknown dtype": _value(b"a", proto._len_field(2, b"Float128") + proto._len_field(3, b"")),
    "size mismatch": _value(b"a", b"\x08\x02" + _F32 + proto._len_field(3, b"\0" * 4)),
    "negative dim": _value(b"a", b"\x08" + proto._varint(-1) + _F32 + proto._len_field(3, b"")),
    "missing content": _value(b"a", _F32),
    "no tensor": proto._len_field(1, proto._len_field(1, b"a")),
    "no tag": proto._len_field(1, proto._len_field(2, _F32 + proto._len_field(3, b""))),
    "map tensor": proto._len_field(1, proto._len_field(1, b"a") + proto._len_field(3, b"")),
    "bad utf-8 tag": _value(b"\xff", _F32 + proto._len_field(3, b"")),
    "odd string bytes": _value(b"s", b"\x08\x00" + proto._len_field(2, b"str")
                               + proto._len_field(3, b"abc")),
    "duplicate name": (proto.encode_entry("a", (1,), "Float32", b"\0" * 4)
                       + proto.encode_entry("b", (1,), "Float32", b"\0" * 4)
                       + proto.encode_entry("a", (1,), "Float32", b"\0" * 4)),
    "chunks disagree": (proto.encode_entry("a", (2,), "Float32", b"\0" * 4)
                        + proto.encode_entry("a", (3,), "Float32", b"\0" * 4)),
}


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_malformed_file_is_a_clear_value_error(tmp_path, case):
    path = tmp_path / "bad.ckpt"
    path.write_bytes(MALFORMED[case])
    net = Leaf(w=(1, 1))
    before = snapshot(net)
    with pytest.raises(ValueError, match=r"bad\.ckpt"):
        ms.load_checkpoint(str(path), net=net)
    assert_unchanged(net, before)


def test_unknown_fields_and_packed_dims_are_accepted(tmp_path):
    """Newer writers may add fields; protobuf readers skip them and accept packed repeats."""
    tensor = (proto._len_field(1, proto._varint(2)) + _F32 + b"\x25\0\0\0\0"   # fixed32 f=4
              + proto._len_field(3, np.array([1, 2], np.float32).tobytes()) + b"\x28\x05")
    blob = _value(b"a", tensor) + b"\x11" + b"\0" * 8                          # fixed64 f=2
    path = tmp_path / "fwd.ckpt"
    path.write_bytes(blob)
    assert ms.load_checkpoint(str(path))["a"].asnumpy().tolist() == [1.0, 2.0]


@pytest.mark.parametrize("name, kwargs, error, match", [
    ("missing.ckpt", {}, ValueError, "does not exist"),
    ("x.bin", {}, ValueError, "format must same"),
    ("x.ckpt", {"format": "npz"}, ValueError, "'.ckpt' or '.safetensors'"),
    ("x.ckpt", {"dec_key": b"k" * 16, "format": "safetensors"}, ValueError,
     "'dec_key' must be set to default value 'None'"),
    ("x.ckpt", {"filter_prefix": 3}, TypeError, "filter_prefix"),
    ("x.ckpt", {"specify_prefix": ["a", ""]}, ValueError, "can't include"),
])
def test_load_argument_errors(tmp_path, name, kwargs, error, match):
    with pytest.raises(error, match=match):
        ms.load_checkpoint(str(tmp_path / name), **kwargs)


def test_empty_file_and_empty_selection(tmp_path):
    (tmp_path / "empty.ckpt").write_bytes(b"")
    with pytest.raises(ValueError, match="empty"):
        ms.load_checkpoint(str(tmp_path / "empty.ckpt"))
    with pytest.raises(ValueError, match="empty"):
        ms.load_checkpoint(MS_ALL, choice_func=lambda name: False)


def test_safetensors_corruption_is_a_value_error(tmp_path):
    blob = read(MS_ST)
    path = tmp_path / "x.safetensors"
    for n in (0, 4, 8, 20, len(blob) // 2, len(blob) - 1):
        path.write_bytes(blob[:n])
        with pytest.raises(ValueError, match="x.safetensors"):
            ms.load_checkpoint(str(path), format="safetensors")


# ---- atomic saves ------------------------------------------------------------------------
def _save_one(path, value):
    ms.save_checkpoint([ms.Parameter(ms.Tensor(np.full(4, value, np.float32)), name="w")], path)


@pytest.mark.parametrize("where", ["os.fsync", "os.replace"])
def test_failed_save_keeps_old_file_and_leaves_no_temp(tmp_path, monkeypatch, where):
    path = str(tmp_path / "w.ckpt")
    _save_one(path, 1.0)
    old = read(path)

    def boom(*args, **kwargs):
        raise OSError("disk full (simulated)")
    monkeypatch.setattr(where, boom)
    with pytest.raises(OSError, match="simulated"):
        _save_one(path, 2.0)
    monkeypatch.undo()
    assert read(path) == old and os.listdir(tmp_path) == ["w.ckpt"]


def test_crash_mid_write_keeps_old_file(tmp_path):
    """A process killed half-way through a save (os._exit, no cleanup) leaves the old file."""
    path = str(tmp_path / "w.ckpt")
    _save_one(path, 1.0)
    script = textwrap.dedent(f"""
        import os, numpy as np, minicell as ms
        from minicell.train import _ckpt_proto as proto
        real = proto.entry_header
        def header_then_die(*args):
            if args[0] == "second":
                os._exit(3)
            return real(*args)
        proto.entry_header = header_then_die
        ms.save_checkpoint([{{"name": "first", "data": ms.Tensor(np.ones(1000))}},
                            {{"name": "second", "data": ms.Tensor(np.ones(3))}}], {path!r})
    """)
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, timeout=120)
    assert proc.returncode == 3, proc.stderr.decode()
    assert ms.load_checkpoint(path)["w"].asnumpy().tolist() == [1.0] * 4
    leftovers = [f for f in os.listdir(tmp_path) if f != "w.ckpt"]
    assert all(f.startswith(".w.ckpt.") and f.endswith(".tmp") for f in leftovers)
