"""``ops.fft`` ... ``ops.ihfftn``, the shifts and the frequency grids, in both modes, against
``numpy.fft``; gradients against ``jax.grad`` of the ``jax.numpy.fft`` formula."""
import jax
import jax.numpy as jnp
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops

_R = np.random.default_rng(4)
X = _R.uniform(-1, 1, (3, 4)).astype(np.float32)
Z = (_R.uniform(-1, 1, (3, 4)) + 1j * _R.uniform(-1, 1, (3, 4))).astype(np.complex64)


class Wrap(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x)


def _hfftn(x, s=None, axes=None, norm=None):
    swap = {None: "forward", "backward": "forward", "forward": "backward", "ortho": "ortho"}
    return np.fft.irfftn(np.conj(x), s, axes, swap[norm])


def _ihfftn(x, s=None, axes=None, norm=None):
    swap = {None: "forward", "backward": "forward", "forward": "backward", "ortho": "ortho"}
    return np.conj(np.fft.rfftn(x, s, axes, swap[norm]))


F = np.fft
_fft = lambda x: ops.fft(x)
_fft_n_dim_norm = lambda x: ops.fft(x, 6, 0, "ortho")
_ifft = lambda x: ops.ifft(x, norm="forward")
_ifft2_s = lambda x: ops.ifft2(x, (2, 5))
_ifftn_dim = lambda x: ops.ifftn(x, dim=(0,))
_irfft = lambda x: ops.irfft(x, 6)
_rfftn = lambda x: ops.rfftn(x, norm="ortho")
_irfftn_s = lambda x: ops.irfftn(x, (3, 5))
_hfftn_ortho = lambda x: ops.hfftn(x, norm="ortho")
_ifftshift_dim = lambda x: ops.ifftshift(x, 1)
CASES = [
    ("fft", _fft, lambda x: F.fft(x), Z),
    ("fft n dim norm", _fft_n_dim_norm, lambda x: F.fft(x, 6, 0, "ortho"), X),
    ("ifft", _ifft, lambda x: F.ifft(x, norm="forward"), Z),
    ("fft2", ops.fft2, F.fft2, Z),
    ("ifft2 s", _ifft2_s, lambda x: F.ifft2(x, (2, 5)), Z),
    ("fftn", ops.fftn, F.fftn, X),
    ("ifftn dim", _ifftn_dim, lambda x: F.ifftn(x, axes=(0,)), Z),
    ("rfft", ops.rfft, F.rfft, X),
    ("irfft", _irfft, lambda x: F.irfft(x, 6), Z),
    ("rfft2", ops.rfft2, F.rfft2, X),
    ("irfft2", ops.irfft2, F.irfft2, Z),
    ("rfftn", _rfftn, lambda x: F.rfftn(x, norm="ortho"), X),
    ("irfftn s", _irfftn_s, lambda x: F.irfftn(x, (3, 5), (0, 1)), Z),
    ("hfft", ops.hfft, F.hfft, Z),
    ("ihfft", ops.ihfft, F.ihfft, X),
    ("hfft2", ops.hfft2, lambda x: _hfftn(x, axes=(-2, -1)), Z),
    ("ihfft2", ops.ihfft2, lambda x: _ihfftn(x, axes=(-2, -1)), X),
    ("hfftn ortho", _hfftn_ortho, lambda x: _hfftn(x, norm="ortho"), Z),
    ("ihfftn", ops.ihfftn, _ihfftn, X),
    ("fftshift", ops.fftshift, F.fftshift, X),
    ("ifftshift dim", _ifftshift_dim, lambda x: F.ifftshift(x, 1), X),
]


@pytest.mark.parametrize("name,fn,ref,x", CASES, ids=[c[0] for c in CASES])
def test_transforms_match_numpy(mode, name, fn, ref, x):
    got = Wrap(fn)(ms.Tensor(x)).asnumpy()
    want = ref(x.astype(np.complex128 if np.iscomplexobj(x) else np.float64))
    assert got.shape == want.shape
    assert got.dtype == (np.complex64 if np.iscomplexobj(want) else np.float32)
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)


def test_dtypes_and_frequencies():
    assert ops.fft(ms.Tensor(np.arange(3, dtype=np.int32))).dtype == ms.complex64
    assert ops.fft(ms.Tensor(np.arange(3.0))).dtype == ms.complex128
    np.testing.assert_allclose(ops.fftfreq(5, 0.5).asnumpy(), np.fft.fftfreq(5, 0.5), rtol=1e-6)
    assert ops.fftfreq(4).dtype == ms.float32
    np.testing.assert_allclose(ops.rfftfreq(6).asnumpy(), np.fft.rfftfreq(6), rtol=1e-6)
    assert ops.fftfreq(4, dtype=ms.float64).dtype == ms.float64
    with pytest.raises(ValueError, match="norm"):
        ops.fft(ms.Tensor(X), norm="bad")
    with pytest.raises(ValueError, match="out of range"):
        ops.fft(ms.Tensor(X), dim=2)


_abs_fft = lambda x: ops.abs(ops.fft(x)).sum()
_rfft2_irfft2 = lambda x: (ops.irfft2(ops.rfft2(x) * ops.rfft2(x), (3, 4)) * x).sum()
_ihfft_hfft = lambda x: (ops.hfft(ops.ihfft(x) * 2, 4) ** 2).sum()
GRADS = [
    ("abs fft", _abs_fft, lambda x: jnp.abs(jnp.fft.fft(x)).sum()),
    ("rfft2 irfft2", _rfft2_irfft2,
     lambda x: (jnp.fft.irfft2(jnp.fft.rfft2(x) ** 2, (3, 4)) * x).sum()),
    ("ihfft hfft", _ihfft_hfft,
     lambda x: (jnp.fft.hfft(jnp.fft.ihfft(x) * 2, 4) ** 2).sum()),
]


@pytest.mark.parametrize("name,fn,ref", GRADS, ids=[g[0] for g in GRADS])
def test_gradients(mode, name, fn, ref):
    got = ms.grad(Wrap(fn))(ms.Tensor(X)).asnumpy()
    want = np.asarray(jax.grad(ref)(jnp.asarray(X)))
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4)


def _np_stft(x, n_fft, hop, window, center, normalized):
    if center:
        x = np.pad(x, n_fft // 2, mode="reflect")
    n = 1 + (len(x) - n_fft) // hop
    frames = np.stack([x[f * hop:f * hop + n_fft] * window for f in range(n)])
    out = np.fft.rfft(frames, axis=-1) / (np.sqrt(n_fft) if normalized else 1)
    return out.T


def test_stft(mode):
    x = np.sin(np.arange(32, dtype=np.float32) * 0.7)
    fn2 = lambda s: ops.stft(s, 8)
    got = Wrap(fn2)(ms.Tensor(x)).asnumpy()
    want = _np_stft(x.astype(np.float64), 8, 2, np.ones(8), True, False)
    assert got.shape == (5, 17, 2) and got.dtype == np.float32
    np.testing.assert_allclose(got[..., 0] + 1j * got[..., 1], want, rtol=1e-4, atol=1e-4)
    win = np.hanning(6).astype(np.float32)
    fn3 = (lambda s: ops.stft(s, 8, 4, 6, ms.Tensor(win), center=False, normalized=True,
                              return_complex=True))
    got = Wrap(fn3)(ms.Tensor(x)).asnumpy()
    want = _np_stft(x.astype(np.float64), 8, 4, np.pad(win, 1), False, True)
    assert got.dtype == np.complex64
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4)
    prim = ops.STFT(8, 4, 8, False, True, True)(ms.Tensor(x), ms.Tensor(np.ones(8, np.float32)))
    np.testing.assert_allclose(prim.asnumpy(), _np_stft(x, 8, 4, np.ones(8), False, False),
                               rtol=1e-4, atol=1e-4)
