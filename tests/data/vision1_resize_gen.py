"""Writes vision1_resize.npz: inputs and MindSpore 2.10's (CPU) ``vision.Resize`` outputs that
tests/test_vision1_resize.py pins. Run with a MindSpore 2.10 interpreter:
``python tests/data/vision1_resize_gen.py <mindspore python>``; minicell never imports this."""
import numpy as np
import mindspore.dataset.vision as V

rng = np.random.default_rng(42)
u8 = lambda *s: rng.integers(0, 256, s, dtype=np.uint8)
A, B, C, D = u8(23, 31, 3), u8(24, 24, 3), u8(10, 14, 1), u8(16, 16, 4)
E, F, G = u8(9, 13), u8(2, 3, 5, 3), u8(6, 10, 3)
f32 = lambda x: x.astype(np.float32) / 3
INPUTS = {}


def named(key, x):
    INPUTS[key] = x
    return key


CASES = {   # name: (input, size, Inter name)
    "lin_down": (A, (14, 17), "LINEAR"), "lin_up": (A, (40, 50), "LINEAR"),
    "lin_odd": (A, (13, 7), "LINEAR"), "lin_short": (A, 20, "LINEAR"),
    "lin_2x_is_area": (C, (5, 7), "LINEAR"), "lin_hw": (E, (21, 29), "LINEAR"),
    "lin_4ch": (D, (13, 7), "LINEAR"), "lin_1px": (G, (1, 1), "LINEAR"),
    "lin_batch": (F, (5, 7), "LINEAR"), "lin_wide": (G, (3, 33), "LINEAR"),
    "cubic_up": (A, (40, 50), "BICUBIC"), "cubic_down": (A, (10, 12), "BICUBIC"),
    "cubic_4ch": (D, (13, 7), "BICUBIC"), "cubic_hw": (E, (21, 29), "BICUBIC"),
    "area_down": (A, (10, 12), "AREA"), "area_up": (A, (35, 45), "AREA"),
    "area_2x": (B, (12, 12), "AREA"), "area_3x": (B, (8, 8), "AREA"),
    "area_4ch_2x": (D, (8, 8), "AREA"), "area_mixed": (G, (3, 33), "AREA"),
    "nearest": (A, (14, 17), "NEAREST"), "nearest_up": (E, (21, 29), "NEAREST"),
    "pil_down": (A, (14, 17), "PILCUBIC"), "pil_up": (A, (40, 50), "PILCUBIC"),
    "pil_wide": (G, (3, 33), "PILCUBIC"),
    "f32_lin_up": (f32(A), (40, 50), "LINEAR"), "f32_lin_down": (f32(A), (14, 17), "LINEAR"),
    "f32_cubic": (f32(A), (14, 17), "BICUBIC"), "f32_cubic_up": (f32(G), (21, 29), "BICUBIC"),
    "f32_area": (f32(A), (10, 12), "AREA"), "f32_area_4ch_2x": (f32(D), (8, 8), "AREA"),
    "f32_area_3x": (f32(B), (8, 8), "AREA"), "f32_area_up": (f32(G), (21, 29), "AREA"),
    "f64_lin": (G.astype(np.float64) / 7, (21, 29), "LINEAR"),
    "f64_cubic": (G.astype(np.float64) / 7, (4, 6), "BICUBIC"),
    "f64_area": (G.astype(np.float64) / 7, (4, 6), "AREA"),
    "u16_lin": ((G.astype(np.int64) * 97).astype(np.uint16), (21, 29), "LINEAR"),
    "u16_2x": ((C.astype(np.int64) * 97).astype(np.uint16), (5, 7), "LINEAR"),
    "i16_cubic": ((G.astype(np.int64) * 97 - 12000).astype(np.int16), (4, 6), "BICUBIC"),
    "i16_2x": ((C.astype(np.int64) * 97 - 12000).astype(np.int16), (5, 7), "AREA"),
    "bool_lin": (G > 128, (21, 29), "LINEAR"),
}
out = {}
for name, (x, size, method) in CASES.items():
    key = next((k for k, v in INPUTS.items() if v is x), None) or named(f"in_{len(INPUTS)}", x)
    out[name] = V.Resize(size, getattr(V.Inter, method))(x)
    out[name + "__in"] = np.array(key)
    out[name + "__size"] = np.array(size)
    out[name + "__method"] = np.array(method)
out.update(INPUTS)
np.savez_compressed(__file__.replace("_gen.py", ".npz"), **out)
