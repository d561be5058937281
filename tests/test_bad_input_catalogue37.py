"""Bad input, thirty-seventh round (measured against MindSpore 2.10 CPU, one case per forked
process; each row is 2.10's exception type and text): ``dataset.audio``'s constructors and
eager calls (bad_input_rows37_audio, bad_input_rows37_audio_call)."""
import re

import numpy as np
import pytest

import minicell.dataset as ds
import minicell.dataset.audio as audio

from bad_input_rows27 import _exact
from bad_input_rows37_audio import ROWS as AUDIO
from bad_input_rows37_audio_call import ROWS as AUDIO_CALL, _kernel
from conftest import raises_as_mindspore

ROWS = {**AUDIO, **AUDIO_CALL}


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, _exact(text))


def test_the_audio_kernels_still_run_on_good_input():
    x = np.ones((2, 3, 4), np.float32)
    assert audio.AmplitudeToDB()(x).shape == (2, 3, 4)
    assert audio.Angle()(np.ones((3, 2), np.float32)).shape == (3,)
    assert audio.Fade(fade_in_len=4, fade_out_len=4)(x).shape == (2, 3, 4)
    assert audio.TimeMasking(time_mask_param=4)(x).shape == (2, 3, 4)
    assert audio.MelScale(n_mels=2, n_stft=3)(x).shape == (2, 2, 4)
    assert audio.Flanger(44100)(np.ones((2, 8), np.float32)).shape == (2, 8)
    assert audio.Spectrogram(n_fft=4)(np.ones(8, np.float32)).shape == (3, 5)
    assert audio.GriffinLim(n_fft=4, n_iter=2, rand_init=False)(
        np.ones((3, 5), np.float32)).shape == (8,)



def test_a_pipeline_reports_the_kernel_error_once():
    """2.10's map: 'map operation: [Fade] failed. ' before the kernel's text (measured)."""
    data = ds.NumpySlicesDataset({"a": np.ones((2, 4), np.float32)}, shuffle=False)
    data = data.map(audio.Fade(fade_in_len=9), ["a"])
    text = _kernel("map operation: [Fade] failed. Fade: invalid parameter, 'fade_in_len' should "
                   "be no greater than 'length of waveform', but got: fade_in_len 9 while length "
                   "of waveform 4.")
    # (under pytest Grain, which runs the pipeline, appends its traceback-filtering note)
    raises_as_mindspore(lambda: next(data.create_tuple_iterator()), RuntimeError,
                        "^" + re.escape(text) + r"(\n-{20}\nFor simplicity, Grain[\s\S]*)?$")
