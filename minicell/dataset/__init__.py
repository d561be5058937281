"""``minicell.dataset``: MindSpore's ``mindspore.dataset`` input pipelines on Grain.

Sources (``GeneratorDataset``, ``NumpySlicesDataset``, ``PaddedDataset``, ``MnistDataset``
(and Fashion-MNIST, KMNIST), ``Cifar10Dataset``, ``Cifar100Dataset``, ``ImageFolderDataset``,
``CSVDataset``, ``TextFileDataset``, ``CocoDataset``, ``VOCDataset``, ``RandomDataset`` with
``Schema``, ``FakeImageDataset``), samplers and operations (``batch``, ``padded_batch``, ``bucket_batch_by_length``,
``shuffle``, ``map``, ``repeat``, ``take``, ``skip``, ``zip``,
``concat``, ``split``, ``project``, ``rename``, ``filter``) keep MindSpore's names, arguments,
column types and errors. Samplers draw each epoch's rows (shuffled with the epoch's seed,
sharded by ``num_shards``/``shard_id``); Grain reads them in parallel threads or worker
processes, runs ``map`` and ``batch``, window shuffles, zips and prefetches, with checkpointable
iterators. Grain is imported when a pipeline first runs, so importing this package is cheap.
See docs/dataset.md.

>>> import minicell.dataset as ds
>>> data = ds.NumpySlicesDataset({"x": [[1.0, 2.0], [3.0, 4.0]], "y": [0, 1]}, shuffle=False)
>>> [(x.shape, x.dtype, y.dtype) for x, y in data.batch(2)]
[((2, 2), mindspore.float64, mindspore.int64)]
"""

from ..common.unsupported import install as _install_unsupported, placeholders as _placeholders
from .. import context  # noqa: F401  (MindSpore 2.10's module imports it; zoo scripts use it)
from . import audio, config, core, debug, text, transforms, vision  # noqa: F401
transforms.vision = vision   # 2.10's transforms package imports vision: ds.transforms.vision.Inter
from .cache import DatasetCache  # noqa: F401
from .transforms import Implementation  # noqa: F401
from .callback import DSCallback, WaitedDSCallback  # noqa: F401
from .sync import sync_wait_for_dataset  # noqa: F401  (also installs Dataset.sync_wait/update)
from . import pipeline_extra, var_batch  # noqa: F401  (install Dataset.apply, callable batch_size)
from . import save as _save, split as _split  # noqa: F401  (install Dataset.save/split)
from .serdes import compare, deserialize, serialize, show  # noqa: F401  (and Dataset.to_json)
from .transfer import TransferDataset  # noqa: F401  (also installs Dataset.device_que)
from .datasets import Dataset, zip  # noqa: F401
from .datasets import (  # noqa: F401  (the pipeline's node classes: zoo type hints name them)
    BatchDataset, ConcatDataset, FilterDataset, MapDataset, ProjectDataset, RenameDataset,
    RepeatDataset, ShuffleDataset, SkipDataset, TakeDataset, ZipDataset,
)
from .engine import BatchInfo  # noqa: F401
from .iterators import DictIterator, TupleIterator  # noqa: F401
from .line_reader import LineReader  # noqa: F401  (not in 2.10's __all__)
from .sources import (  # noqa: F401
    GeneratorDataset, MappableSource, NumpySlicesDataset, PaddedDataset,
)
from .mind_source import MindDataset  # noqa: F401
from .source_kinds import (  # noqa: F401  (2.10's source base classes, for isinstance checks)
    AudioBaseDataset, MappableDataset, SourceDataset, TextBaseDataset, VisionBaseDataset,
)
from .random_source import FakeImageDataset, RandomDataset, Schema  # noqa: F401
from .tfrecord import TFRecordDataset  # noqa: F401
from .file_sources import (  # noqa: F401
    CocoDataset, CSVDataset, Shuffle, TextFileDataset, VOCDataset,
)
from .image_sources import (  # noqa: F401
    Cifar10Dataset, Cifar100Dataset, EMnistDataset, FashionMnistDataset, ImageFolderDataset,
    KMnistDataset, MnistDataset, QMnistDataset, SemeionDataset,
)
from .vision_sources import (  # noqa: F401
    CelebADataset, LFWDataset, LSUNDataset, ManifestDataset, OmniglotDataset, SUN397Dataset,
)
from .vision_sources2 import (  # noqa: F401
    Caltech256Dataset, Food101Dataset, KITTIDataset, Places365Dataset, RenderedSST2Dataset,
    SBUDataset, WIDERFaceDataset,
)
from .vision_sources3 import PhotoTourDataset, STL10Dataset, USPSDataset  # noqa: F401
from .vision_sources4 import CityscapesDataset, DIV2KDataset, FlickrDataset  # noqa: F401
from .vision_sources5 import (  # noqa: F401
    Caltech101Dataset, Flowers102Dataset, SBDataset, SVHNDataset,
)
from .text_corpora import (  # noqa: F401
    AGNewsDataset, AmazonReviewDataset, DBpediaDataset, PennTreebankDataset, SogouNewsDataset,
    WikiTextDataset, YahooAnswersDataset, YelpReviewDataset,
)
from .text_sources import (  # noqa: F401
    CoNLL2000Dataset, EnWik9Dataset, IMDBDataset, SQuADDataset, SST2Dataset, UDPOSDataset,
)
from .translation_sources import (  # noqa: F401
    CLUEDataset, IWSLT2016Dataset, IWSLT2017Dataset, Multi30kDataset,
)
from .audio_sources import (  # noqa: F401
    CMUArcticDataset, GTZANDataset, LJSpeechDataset, LibriTTSDataset, SpeechCommandsDataset,
    TedliumDataset, YesNoDataset,
)
from .samplers import (  # noqa: F401
    DistributedSampler, IterSampler, PKSampler, RandomSampler, Sampler, SequentialSampler,
    SubsetRandomSampler, SubsetSampler, WeightedRandomSampler,
)

__all__ = ["GeneratorDataset", "NumpySlicesDataset", "MnistDataset", "FashionMnistDataset",
           "KMnistDataset", "Cifar10Dataset", "Cifar100Dataset", "ImageFolderDataset",
           "DistributedSampler", "IterSampler", "PKSampler", "RandomSampler", "SequentialSampler",
           "SubsetRandomSampler", "SubsetSampler", "WeightedRandomSampler", "zip", "audio", "config", "debug", "text", "transforms", "vision",
           "Dataset", "BatchInfo", "PaddedDataset", "CSVDataset", "TextFileDataset", "TFRecordDataset",
           "MindDataset",
           "CocoDataset", "Shuffle", "RandomDataset", "Schema", "VOCDataset", "FakeImageDataset",
           "DatasetCache", "DSCallback", "WaitedDSCallback",
           "sync_wait_for_dataset", "AGNewsDataset", "AmazonReviewDataset", "DBpediaDataset",
           "SogouNewsDataset", "YahooAnswersDataset", "YelpReviewDataset", "EMnistDataset",
           "QMnistDataset", "PennTreebankDataset", "WikiTextDataset", "SemeionDataset",
           "ManifestDataset", "LSUNDataset", "CelebADataset", "OmniglotDataset", "SUN397Dataset",
           "LFWDataset", "KITTIDataset", "WIDERFaceDataset", "Places365Dataset",
           "Caltech256Dataset", "SBUDataset", "RenderedSST2Dataset", "Food101Dataset",
           "PhotoTourDataset", "STL10Dataset", "USPSDataset", "CityscapesDataset",
           "DIV2KDataset", "FlickrDataset", "Caltech101Dataset", "Flowers102Dataset", "SBDataset",
           "SVHNDataset"]

__all__ += ["IMDBDataset", "CoNLL2000Dataset", "UDPOSDataset", "EnWik9Dataset", "SST2Dataset",
            "SQuADDataset", "CLUEDataset", "IWSLT2016Dataset", "IWSLT2017Dataset",
            "Multi30kDataset", "YesNoDataset", "LJSpeechDataset", "LibriTTSDataset",
            "SpeechCommandsDataset", "GTZANDataset", "CMUArcticDataset", "TedliumDataset"]
__all__ += ["serialize", "deserialize", "show", "compare"]

_install_unsupported(__name__, "mindspore.dataset")
# imported at module level by zoo dataset files (mindformers): stand-ins refusing when built
globals().update(_placeholders("mindspore.dataset", ("OBSMindDataset",)))

# ``mindspore.dataset.engine.iterators`` (MindSpore's ut conftest imports its cleanup hooks
# from there) and ``.datasets`` (mindformers' trainers import the node classes from it):
# minicell's ``engine`` is a module, not a package
from . import datasets as _datasets, engine as _engine, iterators as _iterators  # noqa: E402
from ..common._module_paths import register_submodule as _register_submodule  # noqa: E402

_register_submodule(_engine, "iterators", _iterators)
_register_submodule(_engine, "datasets", _datasets)

# imported on first use (minicell/__init__.py): 2.10's module paths on the dataset classes now
from .._class_modules import relabel_loaded as _relabel_loaded  # noqa: E402

_relabel_loaded()
# 2.10's module of the OBSMindDataset placeholder (which relabelling leaves alone)
from .._class_modules import _module as _class_module  # noqa: E402

_class_module("minicell.dataset.engine.datasets_standard_format").OBSMindDataset = OBSMindDataset
# ``mindspore.dataset.utils.browse_dataset`` (``utils`` is made by _class_modules)
from . import browse_dataset as _browse_dataset  # noqa: E402

_register_submodule(_class_module("minicell.dataset.utils"), "browse_dataset", _browse_dataset)
