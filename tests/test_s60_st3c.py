"""Gaps MindSpore's own st tests (tests/st: export_and_load, nn, optimizer, hooks, ...) found
in minicell, each fixed to 2.10's measured behaviour."""
import numpy as np

import minicell as ms
from minicell import nn, Tensor


class _Twice(nn.Cell):
    def construct(self, x):
        return x * 2


def test_load_mindir_custom_dec_mode_gets_file_path(tmp_path):
    # measured on 2.10: export calls a callable enc_mode with the model's bytes, load calls a
    # callable dec_mode with the file's real path (st export_and_load/test_train_mindir.py)
    seen = []

    def enc(stream, key):
        seen.append(type(stream))
        return stream

    def dec(path, key):
        seen.append(path)
        with open(path, "rb") as f:
            return f.read()

    name = str(tmp_path / "twice")
    x = Tensor(np.ones(2, np.float32))
    ms.export(_Twice(), x, file_name=name, file_format="MINDIR", enc_key=b"123456789",
              enc_mode=enc)
    graph = ms.load(name + ".mindir", dec_key=b"123456789", dec_mode=dec)
    assert seen == [bytes, str(tmp_path.resolve() / "twice.mindir")]
    np.testing.assert_array_equal(nn.GraphCell(graph)(x).asnumpy(), [2., 2.])
