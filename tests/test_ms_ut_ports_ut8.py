"""Behaviours MindSpore's own ut tests (tests/ut/python) rely on, re-swept in ut8, with the values
measured on MindSpore 2.10 written in as constants."""
import subprocess
import sys

import pytest


def test_import_leaves_jax_backend_unstarted():
    """Importing minicell makes no JAX array: a backend started at import is fixed before
    jax.distributed.initialize or a platform choice can run, and a process forked after the
    import hangs in its first compile (the ut sweep's preloading runner did, from 3e56365)."""
    code = ("import minicell, minicell.nn, minicell.ops, minicell.numpy\n"
            "from jax._src import xla_bridge\n"
            "print(sorted(xla_bridge._backends))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip().splitlines()[-1] == "[]"


@pytest.fixture
def clean_env(monkeypatch):
    for name in ("HCCL_DETERMINISTIC", "TE_PARALLEL_COMPILER", "XLA_FLAGS"):
        monkeypatch.delenv(name, raising=False)
    yield
    import minicell as ms
    ms.set_context(deterministic="OFF")


def _env():
    import os
    return os.environ.get("HCCL_DETERMINISTIC"), os.environ.get("TE_PARALLEL_COMPILER")


def test_deterministic_sets_2_10_environment(clean_env, monkeypatch):
    """set_context(deterministic=...) and set_deterministic set or unset 2.10's HCCL/TBE
    variables, warning as 2.10 when one held another value (measured, texts 2.10's)."""
    import minicell as ms
    from minicell import log
    said = []
    monkeypatch.setattr(log, "warning", lambda msg, *a, **k: said.append(msg))
    monkeypatch.setenv("HCCL_DETERMINISTIC", "false")
    ms.set_context(deterministic="ON")
    assert _env() == ("true", "1") and ms.get_context("deterministic") == "ON"
    assert said == ["Environment 'HCCL_DETERMINISTIC' should be 'true' or 'strict' when set "
                    "deterministic='ON', but got 'false'. HCCL_DETERMINISTIC' will be set to "
                    "'true'."]
    monkeypatch.setenv("TE_PARALLEL_COMPILER", "0")
    ms.set_context(deterministic="OFF")
    assert _env() == (None, "0") and said[1:] == [
        "Environment 'HCCL_DETERMINISTIC' should not be set or be 'false' when set "
        "deterministic='OFF', but got 'true'. 'HCCL_DETERMINISTIC' will be unset."]
    ms.set_deterministic(True)
    assert _env() == ("true", "1") and ms.get_context("deterministic") == "ON"
    assert said[2:] == ["Environment 'TE_PARALLEL_COMPILER' should be '1' when set "
                        "deterministic='True', but got '0'. 'TE_PARALLEL_COMPILER' will be set "
                        "to '1'."]
    ms.set_deterministic(False)
    assert _env() == (None, None) and ms.get_context("deterministic") == "OFF"
    monkeypatch.setenv("HCCL_DETERMINISTIC", "strict")
    ms.set_context(deterministic="ON")
    assert _env() == ("strict", "1")


@pytest.fixture
def enc_key():
    from minicell.mindrecord import set_dec_mode, set_enc_key, set_enc_mode
    set_enc_key("0123456789abcdef")
    yield set_enc_key
    set_enc_key(None)
    set_enc_mode()
    set_dec_mode(None)


def _write_rows(path, rows=3):
    from minicell.mindrecord import FileWriter
    writer = FileWriter(path)
    writer.set_header_size(1 << 14)
    writer.set_page_size(1 << 15)
    writer.add_schema({"label": {"type": "int32"}, "data": {"type": "bytes"}})
    writer.add_index(["label"])
    writer.write_raw_data([{"label": i, "data": bytes([i]) * 4} for i in range(rows)])
    writer.commit()


def _labels(path):
    from minicell.mindrecord import FileReader
    reader = FileReader(path)
    labels = [row["label"] for row in reader.get_next()]
    reader.close()
    return labels


_NEEDS_KEY = "The mindrecord file is encrypted. You need to configure"
_NO_KEY_NEEDED = "The mindrecord file is not encrypted. You can set"
_BAD_KEY = "Failed to decrypt data, please check if enc_key and enc_mode / dec_mode is valid."


def test_mindrecord_encrypted_files(enc_key, tmp_path):
    """set_enc_key: files end in 2.10's trailer (measured: 2.10 and minicell read each other's
    files), read back through a decrypted copy that close() removes; 2.10's RuntimeErrors
    when the file and the key disagree (ut mindrecord encode_integrity_check cases)."""
    import os
    import stat
    from minicell.mindrecord import FileWriter, MindPage
    path = str(tmp_path / "enc.mindrecord")
    _write_rows(path)
    for name in (path, path + ".db"):
        assert open(name, "rb").read()[-18:] == bytes(4) + b"AES-GCMENCRYPT"
    assert _labels(path) == [0, 1, 2]
    copies = tmp_path / ".decrypt_mindrecord"
    assert list(copies.iterdir()) == [] and stat.S_IMODE(os.stat(copies).st_mode) == 0o700
    assert MindPage(path).candidate_fields == ["label"]
    with pytest.raises(RuntimeError, match="automatic sharding function is unavailable"):
        FileWriter(str(tmp_path / "sharded"), 2)
    writer = FileWriter.open_for_append(path)
    writer.write_raw_data([{"label": 9, "data": b"x"}])
    writer.commit()
    assert _labels(path) == [0, 1, 2, 9]
    enc_key("0123456789abcdeX")
    with pytest.raises(RuntimeError, match=_BAD_KEY):
        _labels(path)
    enc_key(None)
    for call in (_labels, MindPage, FileWriter.open_for_append):
        with pytest.raises(RuntimeError, match=_NEEDS_KEY):
            call(path)
    plain = str(tmp_path / "plain.mindrecord")
    _write_rows(plain)
    enc_key("0123456789abcdef")
    with pytest.raises(RuntimeError, match=_NO_KEY_NEEDED):
        _labels(plain)
    assert list(copies.iterdir()) == []


def test_mindrecord_encryption_arguments(enc_key):
    from minicell.mindrecord import set_dec_mode, set_enc_mode
    for bad, text in ((1, "The input enc_key is not str."),
                      ("short", "The length of input enc_key is not 16, 24, 32.")):
        with pytest.raises(ValueError, match=text):
            enc_key(bad)
    with pytest.raises(ValueError, match="The input enc_mode is invalid."):
        set_enc_mode("SM4-CBC")
    with pytest.raises(ValueError, match="The input dec_mode is not str."):
        set_dec_mode(3)


def test_mindrecord_custom_cipher(enc_key, tmp_path):
    """set_enc_mode/set_dec_mode take functions f(file, size, out, key); the file's trailer
    names them 'UDF-ENC', and a custom encryption needs a custom decryption (2.10's
    RuntimeError)."""
    from minicell.mindrecord import set_dec_mode, set_enc_mode

    def flip(src, size, out, key):
        out.write(bytes(b ^ 0x5A for b in src.read(size)))
    set_enc_mode(flip)
    path = str(tmp_path / "udf.mindrecord")
    _write_rows(path, rows=2)
    assert open(path, "rb").read()[-14:] == b"UDF-ENCENCRYPT"
    with pytest.raises(RuntimeError, match="you must also define custom decryption"):
        _labels(path)
    set_dec_mode(lambda src, size, out, key: flip(src, size - 11, out, key))
    assert _labels(path) == [0, 1]


@pytest.mark.parametrize("mode, files", [
    (0, ["p-1_1.ckpt", "p-1_2.ckpt", "p-graph.meta"]),
    (1, ["p-1_1.ckpt", "p-1_2.ckpt"])])
def test_model_checkpoint_saves_graph_once(tmp_path, mode, files):
    """ModelCheckpoint writes <prefix>-graph.meta (the graph of the network's last compile) at
    its first step_end in GRAPH_MODE, none in PYNATIVE_MODE (2.10's listings, measured; ut
    utils/test_callback::test_step_end_save_graph)."""
    import os
    import numpy as np
    import minicell as ms
    from minicell import nn
    from minicell.train import CheckpointConfig, ModelCheckpoint, RunContext
    from minicell.train.callback import _InternalCallbackParam
    ms.set_context(mode=mode)
    try:
        net = nn.Dense(3, 2)
        net(ms.Tensor(np.ones((2, 3), np.float32)))
        params = _InternalCallbackParam()
        params.train_network, params.cur_epoch_num, params.batch_num = net, 1, 2
        checkpoint = ModelCheckpoint("p", str(tmp_path),
                                     CheckpointConfig(save_checkpoint_steps=1))
        for step in (1, 2):
            params.cur_step_num = step
            checkpoint.step_end(RunContext(params))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert sorted(os.listdir(tmp_path)) == files
