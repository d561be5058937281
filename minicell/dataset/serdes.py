"""``serialize``/``deserialize``/``show``/``compare`` and ``Dataset.to_json``: a pipeline as
MindSpore 2.10's JSON description of it, and back.

The layout is 2.10's: every stage a dict with ``op_type``, its arguments and ``children``; a
random-access source its ``sampler`` (``sampler_name``, arguments, ``child_sampler``); a ``map``
its ``operations``, each ``{"tensor_op_name", "tensor_op_params"}`` (plus ``python_module`` for
2.10's Python-only transforms, and for a user's function only its name and module). Files are
written compact with sorted keys, as 2.10 writes them. The arguments are the ones the stages,
samplers and transforms were built with (``_recorded``), so ``deserialize`` builds the same
pipeline again; as 2.10, it refuses the stages and transforms 2.10 cannot rebuild (``filter``,
``GeneratorDataset``, ``Perspective``, ...) with its errors, and a user's function comes back
as a stand-in that fails when it runs or is serialized again.

>>> import minicell.dataset as ds
>>> data = ds.MnistDataset("/data/mnist", num_samples=8, shuffle=False).batch(4)
>>> ds.serialize(data)["op_type"], ds.deserialize(input_dict=ds.serialize(data)).get_batch_size()
('Batch', 4)
"""
import enum
import inspect
import json
import os

import numpy as np

from .. import log as logger
from . import config, samplers
from ._recorded import bound_args
from .datasets import (BatchDataset, ConcatDataset, Dataset, FilterDataset, MapDataset,
                       ProjectDataset, RenameDataset, RepeatDataset, ShuffleDataset, SkipDataset,
                       TakeDataset, ZipDataset)
from .file_sources import Shuffle
from .sources import MappableSource
from .transfer import TransferDataset

__all__ = ["serialize", "deserialize", "show", "compare"]

_QUEUE_SIZE = 16        # 2.10's connector_queue_size default
# the sources and transforms 2.10's deserializer builds (serdes.cc); others it refuses
_SOURCES = ("AlbumDataset", "CelebADataset", "Cifar10Dataset", "Cifar100Dataset", "CLUEDataset",
            "CocoDataset", "CSVDataset", "FlickrDataset", "ImageFolderDataset", "ManifestDataset",
            "MnistDataset", "TextFileDataset", "TFRecordDataset", "VOCDataset")
_OPS = frozenset(
    "AdjustGamma Affine AutoContrast BoundingBoxAugment CenterCrop Crop CutMixBatch CutOut "
    "Decode Equalize Fill GaussianBlur HorizontalFlip HwcToChw Invert MixUpBatch Normalize "
    "NormalizePad OneHot Pad RandomAffine RandomColorAdjust RandomColor RandomCropDecodeResize "
    "RandomCrop RandomCropWithBBox RandomHorizontalFlip RandomHorizontalFlipWithBBox "
    "RandomPosterize RandomResize RandomResizeWithBBox RandomResizedCrop "
    "RandomResizedCropWithBBox RandomRotation RandomSelectSubpolicy RandomSharpness "
    "RandomSolarize RandomVerticalFlip RandomVerticalFlipWithBBox Rescale Resize "
    "ResizePreserveAR ResizeWithBBox RgbToBgr RgbToGray RgbaToBgr RgbaToRgb Rotate SlicePatches "
    "SwapRedBlue ToNumber ToTensor TypeCast UniformAugment VerticalFlip".split())
# 2.10's Python-only transforms (and the containers), written with their python_module
_PYTHON_OPS = frozenset(
    "FiveCrop Grayscale HsvToRgb LinearTransformation MixUp RandomErasing RandomGrayscale "
    "RandomPerspective RgbToHsv TenCrop ToNumpy ToPIL ToType RandomOrder Compose RandomApply "
    "RandomChoice".split())
_OP_NAMES = {"HWC2CHW": "HwcToChw"}        # class name -> 2.10's operation name
# 2.10's codes of the interpolation and border enums (C++ InterpolationMode, BorderType)
_INTER_CODES = {"BILINEAR": 0, "NEAREST": 1, "BICUBIC": 2, "AREA": 3, "PILCUBIC": 4,
                "ANTIALIAS": 5}
_BORDER_CODES = {"CONSTANT": 0, "EDGE": 1, "REFLECT": 2, "SYMMETRIC": 3}
_CODES = {"Inter": _INTER_CODES, "Border": _BORDER_CODES,
          "Shuffle": {"FALSE": 0, "FILES": 1, "GLOBAL": 2, "INFILE": 3}}
# transform parameters holding those enums (their Python defaults may be plain ints)
_ENUM_PARAMS = {"interpolation": "Inter", "resample": "Inter", "padding_mode": "Border"}
_DTYPE_PARAMS = ("output_type", "data_type")
# (2.10 rebuilds its operations in C++, past the Python validators that take a tuple only)
_TUPLE_PARAMS = ("center",)
_SOURCE_KEYS = {"TFRecordDataset": {"schema": "schema_file_path"}}
_SAMPLED = ("num_samples", "shuffle", "num_shards", "shard_id", "sampler")


def _pyfunc_error():
    return RuntimeError("Failed to find key 'tensor_op_params' in PyFuncOp' JSON file or "
                        "input dict")


# ---- to JSON -----------------------------------------------------------------------------------
def _value(value):
    """A Python argument as a JSON value (enums as 2.10's codes, arrays and tuples as lists)."""
    if isinstance(value, enum.Enum):
        codes = _CODES.get(type(value).__name__)
        return codes[value.name] if codes is not None else _value(value.value)
    if isinstance(value, (list, tuple)):
        return [_value(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _value(v) for k, v in value.items()}
    if isinstance(value, np.ndarray):
        return value.tolist()
    if isinstance(value, np.generic):
        return value.item()
    if callable(value) and not isinstance(value, type) and not _is_dtype(value):
        return _op(value)
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return _dtype_name(value)


def _dtype_name(value):
    """A numpy or minicell dtype by its numpy name ('float32', as 2.10 writes it)."""
    from ..common import dtype as mstype
    if isinstance(value, mstype.Type):
        value = mstype.dtype_to_nptype(value)
    try:
        return np.dtype(value).name
    except TypeError:
        return str(value)


def _is_dtype(value):
    from ..common import dtype as mstype
    return isinstance(value, (mstype.Type, np.dtype))


def _op(op):
    """One transform (or a user's function) in 2.10's layout."""
    from .transforms import TensorOperation
    if isinstance(op, _PyFuncStandIn):
        raise _pyfunc_error()
    if not isinstance(op, TensorOperation):
        name = getattr(op, "__name__", type(op).__name__)
        return {"python_module": getattr(op, "__module__", type(op).__module__),
                "tensor_op_name": name}
    name = type(op).__name__
    out = {"tensor_op_name": _OP_NAMES.get(name, name),
           "tensor_op_params": {k: _value(v) for k, v in bound_args(op).items()}}
    if name in _PYTHON_OPS:
        vision = type(op).__module__.startswith(__package__ + ".vision")
        out["python_module"] = ("mindspore.dataset.vision.transforms" if vision else
                                "mindspore.dataset.transforms.transforms")
    return out


def _sampler(sampler):
    # the values the sampler settled on (start_index None is 0, ...)
    out = {k: _value(getattr(sampler, k, v)) for k, v in bound_args(sampler).items()}
    if out.get("num_samples", 0) is None:
        out["num_samples"] = 0
    out["sampler_name"] = type(sampler).__name__
    if isinstance(sampler, samplers.RandomSampler):
        out["reshuffle_each_epoch"] = sampler.reshuffle_each_epoch
    if sampler.child_sampler is not None:
        out["child_sampler"] = [_sampler(sampler.child_sampler)]
    return out


def _workers(node):
    return node.num_parallel_workers or config.get_num_parallel_workers()


def _columns(value):
    return [] if value is None else [value] if isinstance(value, str) else list(value)


def _stage(node):
    """One stage of the pipeline (without its children) in 2.10's layout."""
    args = bound_args(node)
    common = {"connector_queue_size": _QUEUE_SIZE, "num_parallel_workers": _workers(node)}
    if isinstance(node, MapDataset):
        ops = args["operations"]
        ops = ops if isinstance(ops, list) else [] if ops is None else [ops]
        inputs = _columns(args["input_columns"])
        outputs = _columns(args["output_columns"]) or inputs
        return {"op_type": "Map", "callback": [], "input_columns": inputs,
                "operations": [_op(o) for o in ops], "output_columns": outputs, **common}
    if isinstance(node, BatchDataset):
        return {"op_type": "Batch", "batch_size": args["batch_size"],
                "drop_remainder": bool(args["drop_remainder"]),
                "input_columns": _columns(args["input_columns"]),
                "output_columns": _columns(args["output_columns"]), **common}
    if isinstance(node, (RepeatDataset, SkipDataset, TakeDataset)):
        kind = {RepeatDataset: "Repeat", SkipDataset: "Skip", TakeDataset: "Take"}
        return {"op_type": kind[type(node)], "count": args["count"]}
    if isinstance(node, ShuffleDataset):
        return {"op_type": "Shuffle", "buffer_size": args["buffer_size"],
                "reset_each_epoch": True}
    if isinstance(node, ProjectDataset):
        return {"op_type": "Project", "columns": _columns(args["columns"])}
    if isinstance(node, RenameDataset):
        return {"op_type": "Rename", "input_columns": _columns(args["input_columns"]),
                "output_columns": _columns(args["output_columns"])}
    if isinstance(node, (ZipDataset, ConcatDataset)):
        return {"op_type": "Zip" if isinstance(node, ZipDataset) else "Concat", **common}
    if isinstance(node, FilterDataset):
        return {"op_type": "Filter", "input_columns": _columns(args["input_columns"]),
                "predicate": _op(args["predicate"]), **common}
    if isinstance(node, TransferDataset):
        return {"op_type": "Transfer", "create_data_info_queue": node.create_data_info_queue,
                "device_id": 0, "device_type": "CPU", "queue_name": node.queue_name,
                "send_epoch_end": node.send_epoch_end, "total_batch": 0}
    if node.children:
        return {"op_type": type(node).__name__.replace("Dataset", ""), **common}
    return _source(node, args, common)


def _source(node, args, common):
    name = type(node).__name__
    keys = _SOURCE_KEYS.get(name, {})
    sampled = isinstance(node, MappableSource) and node._mappable
    out = {"op_type": name, **common}
    for key, value in args.items():
        if key in ("cache", "num_parallel_workers") or sampled and key in _SAMPLED:
            continue
        if key in ("source", "data", "column_names", "schema") and name in (
                "GeneratorDataset", "NumpySlicesDataset"):
            continue            # Python data: 2.10 writes no more of these sources
        if key == "num_samples" and value is None:
            value = 0
        elif key == "num_shards" and value is None:
            value = 1
        elif key == "shard_id" and value is None:
            value = 0
        elif key == "shuffle" and isinstance(value, bool):
            value = Shuffle.GLOBAL if value else Shuffle.FALSE
        out[keys.get(key, key)] = _value(value)
    if sampled:
        out["sampler"] = _sampler(node.sampler)
    return out


def _tree(node):
    out = _stage(node)
    out["children"] = [_tree(c) for c in node.children]
    return out


def to_json(self, filename=""):
    """The pipeline ending in this dataset as 2.10's JSON description (a dict); with
    ``filename``, also written there."""
    self._check_tree()
    tree = _tree(self)
    if filename:
        folder = os.path.dirname(filename) or "."
        if not os.path.isdir(folder):
            raise RuntimeError(f"Invalid file, get real path failed, path={filename}")
        with open(filename, "w") as f:
            f.write(json.dumps(tree, sort_keys=True, separators=(",", ":")) + "\n")
    return tree


# ---- from JSON ---------------------------------------------------------------------------------
class _PyFuncStandIn:
    """A user's function read back from JSON (2.10 keeps only its name): fails when used."""

    def __init__(self, name, module):
        self.__name__, self.__module__ = name, module

    def __call__(self, *args):
        raise _pyfunc_error()


def _op_classes():
    from . import audio, text, transforms, vision
    classes = {}
    for module in (text, audio, transforms, vision):
        for name, cls in vars(module).items():
            if inspect.isclass(cls) and callable(cls):
                classes.setdefault(name, cls)
    for name, alias in _OP_NAMES.items():
        classes[alias] = classes[name]
    return classes


def _typed(cls, params):
    """Keyword arguments of ``cls`` from JSON values: unknown keys dropped, enum codes back to
    the enum of the parameter's default, a list back to a tuple where the default is one."""
    signature = inspect.signature(cls.__init__).parameters
    out = {}
    for key, value in params.items():
        if key not in signature:
            continue
        default = signature[key].default
        kind = _ENUM_PARAMS.get(key) or type(default).__name__
        if kind in _CODES and isinstance(value, int) and not isinstance(value, bool):
            from . import vision
            enum_type = Shuffle if kind == "Shuffle" else getattr(vision, kind)
            value = enum_type[next(k for k, c in _CODES[kind].items() if c == value)]
        elif isinstance(default, enum.Enum):
            value = type(default)(value)
        elif key in _DTYPE_PARAMS and isinstance(value, str):
            value = np.dtype(value)
        elif isinstance(value, list) and (key in _TUPLE_PARAMS or isinstance(default, tuple)):
            value = tuple(value)    # JSON's list where a tuple is taken (RandomSolarize's)
        out[key] = _from_value(value)
    return out


def _from_value(value):
    if isinstance(value, dict) and "tensor_op_name" in value:
        return _from_op(value)
    if isinstance(value, list):
        return [_from_value(v) for v in value]
    return value


def _from_op(item):
    name = item.get("tensor_op_name")
    if name is None:
        raise RuntimeError("Failed to find tensor_op_name")
    if "tensor_op_params" not in item:
        if "python_module" in item:
            return _PyFuncStandIn(name, item["python_module"])
        raise RuntimeError("Failed to find tensor_op_params")
    if "python_module" not in item and name not in _OPS:
        raise RuntimeError(f"Invalid data, unsupported operation: {name}")
    cls = _op_classes().get(name)
    if cls is None:
        raise RuntimeError(f"Invalid data, unsupported operation: {name}")
    return cls(**_typed(cls, item["tensor_op_params"]))


def _from_sampler(item):
    name = item.get("sampler_name")
    cls = getattr(samplers, name, None) if name else None
    if cls is None or not issubclass(cls, samplers.Sampler):
        raise RuntimeError(f"Invalid data, unsupported sampler type: {name}")
    params = _typed(cls, item)
    if params.get("num_samples") == 0:
        params["num_samples"] = None
    sampler = cls(**params)
    if "reshuffle_each_epoch" in item and isinstance(sampler, samplers.RandomSampler):
        sampler.reshuffle_each_epoch = item["reshuffle_each_epoch"]
    for child in item.get("child_sampler", []):
        sampler.add_child(_from_sampler(child))
    return sampler


def _source_class(name):
    """The public dataset class ``name`` among Dataset's subclasses (the package that exports
    them imports this module)."""
    found, todo = [], [Dataset]
    while todo:
        cls = todo.pop()
        if cls.__name__ == name:
            found.append(cls)
        todo.extend(cls.__subclasses__())
    if not found:
        raise RuntimeError(f"Invalid data, unsupported operation type: {name} (minicell has "
                           f"no {name})")
    return min(found, key=lambda c: len(c.__mro__))     # the class itself, not a subclass of it


def _from_source(item):
    name = item["op_type"]
    if name not in _SOURCES:
        raise RuntimeError(f"Invalid data, unsupported operation type: {name}")
    cls = _source_class(name)
    renamed = {v: k for k, v in _SOURCE_KEYS.get(name, {}).items()}
    params = {renamed.get(k, k): v for k, v in item.items()
              if k not in ("op_type", "children", "sampler", "connector_queue_size")}
    params = _typed(cls, params)
    if "sampler" in item:
        params["sampler"] = _from_sampler(item["sampler"])
    else:
        if params.get("num_samples") == 0:
            params["num_samples"] = None
        if params.get("num_shards") == 1 and params.get("shard_id") == 0:
            params["num_shards"] = params["shard_id"] = None
    return cls(**params)


def _optional(columns):
    return columns or None


def _from_stage(item, children):
    kind = item["op_type"]
    child = children[0] if children else None
    workers = item.get("num_parallel_workers")
    if kind == "Map":
        return child.map([_from_op(o) for o in item["operations"]],
                         _optional(item.get("input_columns")),
                         _optional(item.get("output_columns")), num_parallel_workers=workers)
    if kind == "Batch":
        return child.batch(item["batch_size"], item.get("drop_remainder", False), workers,
                           input_columns=_optional(item.get("input_columns")),
                           output_columns=_optional(item.get("output_columns")))
    simple = {"Repeat": lambda: child.repeat(item["count"]),
              "Skip": lambda: child.skip(item["count"]),
              "Take": lambda: child.take(item["count"]),
              "Shuffle": lambda: child.shuffle(item["buffer_size"]),
              "Project": lambda: child.project(item["columns"]),
              "Rename": lambda: child.rename(item["input_columns"], item["output_columns"]),
              "Zip": lambda: ZipDataset(tuple(children)),
              "Concat": lambda: ConcatDataset(list(children)),
              "Transfer": lambda: child.device_que(item.get("send_epoch_end", True),
                                                   item.get("create_data_info_queue", False),
                                                   item.get("queue_name", ""))}
    if kind not in simple or (kind in ("Zip", "Concat")) != (len(children) > 1):
        raise RuntimeError(f"Invalid data, unsupported operation type: {kind}")
    return simple[kind]()


def _build(item):
    if "children" not in item:
        raise RuntimeError("Failed to find children")
    if "op_type" not in item:
        raise RuntimeError("Failed to find op_type in json.")
    children = [_build(c) for c in item["children"]]
    return _from_stage(item, children) if children else _from_source(item)


# ---- the public functions ----------------------------------------------------------------------
def serialize(dataset, json_filepath=""):
    """The pipeline ending in ``dataset`` as MindSpore's JSON description (a dict), also
    written to ``json_filepath`` when given."""
    return dataset.to_json(json_filepath)


def deserialize(input_dict=None, json_filepath=None):
    """The pipeline described by ``input_dict`` (a dict from ``serialize``, or the path of its
    JSON file) or by the JSON file ``json_filepath``."""
    tree = None
    for source in (input_dict, json_filepath):
        if isinstance(source, dict):
            tree = source
        elif source:
            try:
                with open(source) as f:
                    tree = json.load(f)
            except OSError as e:
                raise RuntimeError(f"Invalid file, failed to open json file: {source}") from e
            except ValueError as e:
                raise RuntimeError(f"Invalid file, failed to parse json file: {source}, "
                                   f"error message: {e}") from e
    if tree is None:
        return None
    return _build(tree.get("tree", tree))       # a dataset autotune config holds it in "tree"


def show(dataset, indentation=2):
    """Log the pipeline's JSON description (``logger.info``)."""
    logger.info(json.dumps(dataset.to_json(), indent=indentation))


def compare(pipeline1, pipeline2):
    """Whether two pipelines have the same JSON description."""
    return pipeline1.to_json() == pipeline2.to_json()


Dataset.to_json = to_json
