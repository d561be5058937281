"""``mindspore.ops.function.fft_func``: the functional ops MindSpore 2.10 exports from
it, the same objects as ``minicell.ops.*`` (filled by ``_fill``)."""
from ._fill import fill

NAMES = """
    fft fft2 fftfreq fftn fftshift hfft hfft2 hfftn ifft ifft2 ifftn ifftshift ihfft ihfft2
    ihfftn irfft irfft2 irfftn rfft rfft2 rfftfreq rfftn
"""

fill(__name__, NAMES)
