"""MindSpore 2.10's module of each public class, as ``type(x)`` prints it there
(``<class 'mindspore.nn.layer.container.SequentialCell'>``), for the modules minicell has too.
``relabel_loaded()`` gives each class of the loaded minicell namespaces 2.10's module path
(``minicell.nn.layer.container``) where that module holds that very class, so pickling and
lookups by ``__module__`` still find it. Written by docs/gen_class_modules.py from MindSpore
2.10's package (run it again after adding one of 2.10's modules)."""
import importlib
import sys


_CLAIMED = {}   # id(class) -> the 2.10 module the first namespace holding it names


def relabel_loaded():
    """Set 2.10's ``__module__`` on the classes of the minicell namespaces loaded so far. A class
    two namespaces share in minicell (``nn.MSELoss`` is ``mint.nn.MSELoss``) keeps the module
    the first one names (2.10 has two classes there)."""
    for namespace, modules in MODULES.items():
        ns = sys.modules.get(namespace)
        if ns is None:
            continue
        for target, names in modules.items():
            module = importlib.import_module(target)
            for name in names.split():
                cls = ns.__dict__.get(name)
                if isinstance(cls, type) and cls.__module__.startswith("minicell") and \
                        _CLAIMED.setdefault(id(cls), target) == target and \
                        module.__dict__.get(name) is cls:
                    cls.__module__ = target


MODULES = {'minicell': {'minicell._c_expression.typing': 'Int TensorType Type',
              'minicell.common.dtype': 'QuantDtype',
              'minicell.common.generator': 'Generator',
              'minicell.common.parameter': 'Parameter ParameterTuple',
              'minicell.common.sparse_tensor': 'COOTensor CSRTensor RowTensor SparseTensor',
              'minicell.common.tensor': 'Tensor',
              'minicell.context': 'ParallelMode',
              'minicell.mindrecord.filereader': 'FileReader',
              'minicell.mindrecord.filewriter': 'FileWriter',
              'minicell.mindrecord.mindpage': 'MindPage',
              'minicell.parallel.shard': 'Layout',
              'minicell.rewrite.api.node': 'Node',
              'minicell.rewrite.api.node_type': 'NodeType',
              'minicell.rewrite.api.scoped_value': 'ScopedValue',
              'minicell.rewrite.api.symbol_tree': 'SymbolTree',
              'minicell.train.callback._callback': 'Callback RunContext',
              'minicell.train.callback._checkpoint': 'CheckpointConfig ModelCheckpoint',
              'minicell.train.callback._loss_monitor': 'LossMonitor',
              'minicell.train.callback._on_request_exit': 'OnRequestExit',
              'minicell.train.callback._summary_collector': 'SummaryCollector',
              'minicell.train.callback._time_monitor': 'TimeMonitor',
              'minicell.train.dataset_helper': 'DatasetHelper',
              'minicell.train.loss_scale_manager': 'DynamicLossScaleManager FixedLossScaleManager '
                                                   'LossScaleManager',
              'minicell.train.metrics.metric': 'Metric',
              'minicell.train.model': 'Model',
              'minicell.train.summary.summary_record': 'SummaryRecord'},
 'minicell.nn': {'minicell.nn.cell': 'Cell GraphCell',
                 'minicell.nn.layer.activation': 'CELU ELU FastGelu GELU GLU HShrink HSigmoid '
                                                 'HSwish Hardtanh LRN LeakyReLU LogSigmoid '
                                                 'LogSoftmax LogSoftmaxExt Mish PReLU PReLUExt '
                                                 'RReLU ReLU ReLU6 SeLU SiLU Sigmoid SoftShrink '
                                                 'Softmax Softmax2d Softmin Softsign Tanh '
                                                 'Tanhshrink Threshold',
                 'minicell.nn.layer.basic': 'ClipByNorm Dense Dropout Dropout1d Dropout2d '
                                            'Dropout2dExt Dropout3d DropoutExt Flatten Identity '
                                            'L1Regularizer Linear MatrixDiag MatrixDiagPart '
                                            'MatrixSetDiag Norm OneHot Pad Roll Tril Triu '
                                            'Unflatten Unfold Upsample',
                 'minicell.nn.layer.combined': 'Conv2dBnAct DenseBnAct',
                 'minicell.nn.layer.container': 'CellDict CellList SequentialCell',
                 'minicell.nn.layer.conv': 'Conv1d Conv1dTranspose Conv2d Conv2dTranspose Conv3d '
                                           'Conv3dTranspose',
                 'minicell.nn.layer.embedding': 'Embedding EmbeddingExt EmbeddingLookup '
                                                'MultiFieldEmbeddingLookup',
                 'minicell.nn.layer.image': 'CentralCrop ImageGradients MSSSIM PSNR PixelShuffle '
                                            'PixelUnshuffle SSIM',
                 'minicell.nn.layer.math': 'DiGamma IGamma LBeta LGamma MatDet MatInverse MatMul '
                                           'Moments Range ReduceLogSumExp',
                 'minicell.nn.layer.normalization': 'BatchNorm1d BatchNorm2d BatchNorm3d GroupNorm '
                                                    'InstanceNorm1d InstanceNorm2d InstanceNorm3d '
                                                    'LayerNorm LayerNormExt SyncBatchNorm',
                 'minicell.nn.layer.padding': 'ConstantPad1d ConstantPad2d ConstantPad3d '
                                              'ReflectionPad1d ReflectionPad2d ReflectionPad3d '
                                              'ReplicationPad1d ReplicationPad2d ReplicationPad3d '
                                              'ZeroPad2d',
                 'minicell.nn.layer.pooling': 'AdaptiveAvgPool1d AdaptiveAvgPool2d '
                                              'AdaptiveAvgPool3d AdaptiveMaxPool1d '
                                              'AdaptiveMaxPool2d AdaptiveMaxPool3d AvgPool1d '
                                              'AvgPool1dExt AvgPool2d AvgPool2dExt AvgPool3d '
                                              'AvgPool3dExt FractionalMaxPool2d '
                                              'FractionalMaxPool3d LPPool1d LPPool2d MaxPool1d '
                                              'MaxPool2d MaxPool2dExt MaxPool3d MaxUnpool1d '
                                              'MaxUnpool2d MaxUnpool3d',
                 'minicell.nn.layer.rnn_cells': 'GRUCell LSTMCell RNNCell',
                 'minicell.nn.layer.transformer': 'MultiheadAttention Transformer '
                                                  'TransformerDecoder TransformerDecoderLayer '
                                                  'TransformerEncoder TransformerEncoderLayer',
                 'minicell.nn.learning_rate_schedule': 'CosineDecayLR ExponentialDecayLR '
                                                       'InverseDecayLR NaturalExpDecayLR '
                                                       'PolynomialDecayLR WarmUpLR',
                 'minicell.nn.loss.loss': 'BCELoss BCEWithLogitsLoss CTCLoss CosineEmbeddingLoss '
                                          'CrossEntropyLoss DiceLoss FocalLoss GaussianNLLLoss '
                                          'HingeEmbeddingLoss HuberLoss KLDivLoss L1Loss L1LossExt '
                                          'LossBase MAELoss MSELoss MarginRankingLoss '
                                          'MultiClassDiceLoss MultiLabelSoftMarginLoss '
                                          'MultiMarginLoss MultilabelMarginLoss NLLLoss '
                                          'PoissonNLLLoss RMSELoss SampledSoftmaxLoss SmoothL1Loss '
                                          'SoftMarginLoss SoftmaxCrossEntropyWithLogits '
                                          'TripletMarginLoss TripletMarginWithDistanceLoss',
                 'minicell.nn.optim.ada_grad': 'Adagrad',
                 'minicell.nn.optim.adadelta': 'Adadelta',
                 'minicell.nn.optim.adafactor': 'AdaFactor',
                 'minicell.nn.optim.adam': 'Adam AdamOffload AdamWeightDecay',
                 'minicell.nn.optim.adamax': 'AdaMax',
                 'minicell.nn.optim.adasum': 'AdaSumByDeltaWeightWrapCell AdaSumByGradWrapCell',
                 'minicell.nn.optim.asgd': 'ASGD',
                 'minicell.nn.optim.ftrl': 'FTRL',
                 'minicell.nn.optim.lamb': 'Lamb',
                 'minicell.nn.optim.lars': 'LARS',
                 'minicell.nn.optim.lazyadam': 'LazyAdam',
                 'minicell.nn.optim.momentum': 'Momentum',
                 'minicell.nn.optim.optimizer': 'Optimizer',
                 'minicell.nn.optim.proximal_ada_grad': 'ProximalAdagrad',
                 'minicell.nn.optim.rmsprop': 'RMSProp',
                 'minicell.nn.optim.rprop': 'Rprop',
                 'minicell.nn.optim.sgd': 'SGD',
                 'minicell.nn.wrap.cell_wrapper': 'ForwardValueAndGrad GetNextSingleOp '
                                                  'GradAccumulationCell MicroBatchInterleaved '
                                                  'ParameterUpdate PipelineCell TrainOneStepCell '
                                                  'VirtualDatasetCellTriple WithEvalCell '
                                                  'WithGradCell WithLossCell',
                 'minicell.nn.wrap.grad_reducer': 'DistributedGradReducer PipelineGradReducer',
                 'minicell.nn.wrap.loss_scale': 'DynamicLossScaleUpdateCell '
                                                'FixedLossScaleUpdateCell '
                                                'TrainOneStepWithLossScaleCell'},
 'minicell.ops': {'minicell.ops._utils.arg_dtype_cast': 'DtypeToEnum',
                  'minicell.ops.auto_generate.gen_ops_prim': 'ACos Abs Acosh AdamWeightDecay '
                                                             'AdaptiveMaxPool2D Add Addcdiv '
                                                             'Addcmul Angle ApplyRotaryPosEmb '
                                                             'ArgMaxWithValue ArgMinWithValue '
                                                             'Argmax Argmin Asin Asinh Assign '
                                                             'AssignAdd AssignSub Atan Atan2 Atanh '
                                                             'AvgPool BCEWithLogitsLoss '
                                                             'BatchMatMul Betainc BiasAdd '
                                                             'BinaryCrossEntropy BroadcastTo Cdist '
                                                             'CeLU Ceil Cholesky CholeskyInverse '
                                                             'Complex Concat Conj Cos Cosh Cross '
                                                             'CumProd CumSum Cummax Cummin Dense '
                                                             'Diag Div Dropout Eig Elu Equal Erf '
                                                             'Erfc Erfinv Exp ExpandDims Expm1 '
                                                             'ExtractImagePatches Eye FFTWithSize '
                                                             'FastGeLU Flatten Floor FloorDiv '
                                                             'FloorMod GLU Gather GatherD GatherNd '
                                                             'Gcd GeLU Geqrf Greater GreaterEqual '
                                                             'GridSampler2D GridSampler3D '
                                                             'GroupTopk HShrink HSigmoid HSwish '
                                                             'Identity IsClose IsFinite IsInf '
                                                             'LayerNorm LeftShift Lerp LerpScalar '
                                                             'Less LessEqual LinSpace Log Log1p '
                                                             'LogMatrixDeterminant LogSoftmax '
                                                             'LogSoftmaxExt LogicalAnd LogicalNot '
                                                             'LogicalOr LogicalXor Logit '
                                                             'MaskedFill MaskedScatter '
                                                             'MaskedSelect MatMul '
                                                             'MatrixDeterminant MatrixExp Maximum '
                                                             'Meshgrid Minimum Mul NLLLoss '
                                                             'NanToNum Neg NextAfter NonZero '
                                                             'NotEqual OneHot Ones OnesLike PReLU '
                                                             'PagedAttention PagedAttentionMask '
                                                             'Polar Pow Qr RandpermV2 Range ReLU '
                                                             'ReLU6 Real RealDiv Reciprocal '
                                                             'ReduceAll ReduceAny ReduceMax '
                                                             'ReduceMean ReduceMin ReduceProd '
                                                             'ReduceStd ReduceSum Reshape '
                                                             'ReshapeAndCache ResizeBicubic '
                                                             'ResizeBilinearV2 ResizeLinear1D '
                                                             'ResizeNearestNeighbor '
                                                             'ResizeNearestNeighborV2 ReverseV2 '
                                                             'RightShift RmsNorm Roll Round Rsqrt '
                                                             'ScatterNd SearchSorted Select '
                                                             'Sigmoid Sign Sin Sinc Sinh Slice '
                                                             'SmoothL1Loss SoftMarginLoss '
                                                             'SoftShrink Softmax Split Sqrt Square '
                                                             'Squeeze StridedSlice Svd Tanh '
                                                             'TensorScatterAdd TensorShape Trace '
                                                             'Transpose TransposeExtView '
                                                             'TransposeView Triu Trunc '
                                                             'UniqueConsecutive UnsortedSegmentSum '
                                                             'UpsampleNearest3D '
                                                             'UpsampleTrilinear3D Xlogy Zeros '
                                                             'ZerosLike',
                  'minicell.ops.composite.base': 'GradOperation HyperMap Map MultitypeFuncGraph',
                  'minicell.ops.function.comm_func': 'P2POp TCPStore',
                  'minicell.ops.op_info_register': 'AiCPURegOp AkgAscendRegOp AkgGpuRegOp CpuRegOp '
                                                   'CustomRegOp DataType TBERegOp',
                  'minicell.ops.operations._embedding_cache_ops': 'MapCacheIdx MapUniform '
                                                                  'SubAndFilter',
                  'minicell.ops.operations._inner_ops': 'CopyWithSlice SelectView',
                  'minicell.ops.operations._sequence_ops': 'TensorToTuple',
                  'minicell.ops.operations.array_ops': 'AffineGrid BatchToSpace BatchToSpaceNDV2 '
                                                       'Bincount CheckNumerics Coalesce Col2Im '
                                                       'ConjugateTranspose CountNonZero DType '
                                                       'DepthToSpace DiagPart EditDistance '
                                                       'EmbeddingLookup Expand '
                                                       'ExtractVolumePatches Fill FillDiagonal '
                                                       'FillV2 Fills HammingWindow IdentityN '
                                                       'Im2Col IndexFill IndexPut '
                                                       'InvertPermutation ListDiff LogSpace '
                                                       'LowerBound Lstsq MatrixBandPart '
                                                       'MatrixDiagPartV3 MatrixDiagV3 '
                                                       'MatrixSetDiagV3 Mvlgamma Padding '
                                                       'ParallelConcat PopulationCount '
                                                       'ReverseSequence Rint ScatterAdd '
                                                       'ScatterAddWithAxis ScatterDiv ScatterMax '
                                                       'ScatterMin ScatterMul ScatterNdAdd '
                                                       'ScatterNdDiv ScatterNdMax ScatterNdMin '
                                                       'ScatterNdMul ScatterNdSub ScatterNdUpdate '
                                                       'ScatterSub ScatterUpdate SegmentMax '
                                                       'SegmentMean SegmentMin SegmentProd '
                                                       'SegmentSum Size Sort SpaceToBatch '
                                                       'SpaceToBatchND SpaceToDepth SparseGatherV2 '
                                                       'SplitV Stack TensorScatterDiv '
                                                       'TensorScatterElements TensorScatterMax '
                                                       'TensorScatterMin TensorScatterMul '
                                                       'TensorScatterSub TensorScatterUpdate TopK '
                                                       'Tril TupleToArray Unique UniqueWithPad '
                                                       'UnravelIndex UnsortedSegmentMax '
                                                       'UnsortedSegmentMin UnsortedSegmentProd '
                                                       'Unstack UpperBound',
                  'minicell.ops.operations.comm_ops': 'AllGather AllGatherV AllReduce AlltoAll '
                                                      'AlltoAllV AlltoAllVC Barrier '
                                                      'BatchISendIRecv Broadcast CollectiveGather '
                                                      'CollectiveScatter NeighborExchange '
                                                      'NeighborExchangeV2 Receive Reduce ReduceOp '
                                                      'ReduceScatter ReduceScatterV Send',
                  'minicell.ops.operations.debug_ops': 'Assert DumpGradient HistogramSummary '
                                                       'HookBackward ImageSummary InsertGradientOf '
                                                       'Morph Print ScalarSummary TensorDump '
                                                       'TensorSummary',
                  'minicell.ops.operations.image_ops': 'AdjustHue AdjustSaturation '
                                                       'CombinedNonMaxSuppression CropAndResize '
                                                       'ExtractGlimpse HSVToRGB '
                                                       'NonMaxSuppressionV3 '
                                                       'NonMaxSuppressionWithOverlaps RGBToHSV '
                                                       'ResizeArea ScaleAndTranslate',
                  'minicell.ops.operations.math_ops': 'AccumulateNV2 AddN ApproximateEqual '
                                                      'Bernoulli BesselI0 BesselI0e BesselI1 '
                                                      'BesselI1e BesselJ0 BesselJ1 BesselK0 '
                                                      'BesselK0e BesselK1 BesselK1e BesselY0 '
                                                      'BesselY1 BitwiseAnd BitwiseOr BitwiseXor '
                                                      'Bucketize Cauchy CholeskySolve '
                                                      'CompareAndBitpack ComplexAbs '
                                                      'CumulativeLogsumexp Digamma DivNoNan Einsum '
                                                      'Eps EqualCount EuclideanNorm FloatStatus '
                                                      'Fmax Fmin Ger Heaviside Histogram '
                                                      'HistogramFixedWidth Hypot Igamma Igammac '
                                                      'Imag IndexAdd InplaceAdd InplaceIndexAdd '
                                                      'InplaceSub InplaceUpdateV2 Inv Invert IsNan '
                                                      'Lcm Lgamma LpNorm LuSolve LuUnpack '
                                                      'MatrixInverse MatrixLogarithm MatrixPower '
                                                      'MatrixSolve MatrixSolveLs '
                                                      'MatrixTriangularSolve Median Mod MulNoNan '
                                                      'NMSWithMask NPUAllocFloatStatus '
                                                      'NPUClearFloatStatus NPUGetFloatStatus Orgqr '
                                                      'Ormqr Polygamma Quantile RaggedRange Renorm '
                                                      'STFT SquareSumAll SquaredDifference Sub Tan '
                                                      'TridiagonalMatMul TrilIndices TriuIndices '
                                                      'TruncateDiv TruncateMod Xdivy Zeta',
                  'minicell.ops.operations.nn_ops': 'Adam AdamNoUpdateParam AdaptiveAvgPool2D '
                                                    'AdaptiveAvgPool3D AdaptiveMaxPool3D '
                                                    'ApplyAdaMax ApplyAdadelta ApplyAdagrad '
                                                    'ApplyAdagradDA ApplyAdagradV2 '
                                                    'ApplyAdamWithAmsgrad ApplyAdamWithAmsgradV2 '
                                                    'ApplyAddSign ApplyCenteredRMSProp ApplyFtrl '
                                                    'ApplyGradientDescent ApplyKerasMomentum '
                                                    'ApplyMomentum ApplyPowerSign '
                                                    'ApplyProximalAdagrad '
                                                    'ApplyProximalGradientDescent ApplyRMSProp '
                                                    'AvgPool3D BasicLSTMCell CTCGreedyDecoder '
                                                    'CTCLoss CTCLossV2 ChannelShuffle '
                                                    'ComputeAccidentalHits Conv2D '
                                                    'Conv2DBackpropInput Conv2DTranspose Conv3D '
                                                    'Conv3DTranspose DataFormatDimMap '
                                                    'DataFormatVecPermute DeformableOffsets '
                                                    'DepthwiseConv2dNative Dilation2D Dropout2D '
                                                    'Dropout3D DynamicGRUV2 DynamicRNN '
                                                    'FractionalAvgPool FractionalMaxPool '
                                                    'FractionalMaxPool3DWithFixedKsize '
                                                    'FractionalMaxPoolWithFixedKsize '
                                                    'FusedSparseAdam FusedSparseFtrl '
                                                    'FusedSparseLazyAdam '
                                                    'FusedSparseProximalAdagrad GetNext InTopK '
                                                    'KLDivLoss L2Loss L2Normalize LARSUpdate LRN '
                                                    'LSTM MaxPool MaxPool3D MaxPool3DWithArgmax '
                                                    'MaxPoolWithArgmaxV2 MaxUnpool2D MaxUnpool3D '
                                                    'MirrorPad Mish MultiMarginLoss '
                                                    'MultilabelMarginLoss NthElement NuclearNorm '
                                                    'Pad PadV3 Pdist RNNTLoss ROIAlign SGD SeLU '
                                                    'SigmoidCrossEntropyWithLogits '
                                                    'SoftmaxCrossEntropyWithLogits Softplus '
                                                    'Softsign SparseApplyAdadelta '
                                                    'SparseApplyAdagrad SparseApplyAdagradV2 '
                                                    'SparseApplyFtrl SparseApplyFtrlV2 '
                                                    'SparseApplyProximalAdagrad SparseApplyRMSProp '
                                                    'SparseSoftmaxCrossEntropyWithLogits '
                                                    'TripletMarginLoss',
                  'minicell.ops.operations.other_ops': 'BoundingBoxDecode BoundingBoxEncode '
                                                       'CheckValid ConfusionMatrix Depend IOU '
                                                       'MoveTo Partial Pull Push PyExecute PyFunc '
                                                       'Reusing SampleDistortedBoundingBoxV2 '
                                                       'StopGradient UpdateState',
                  'minicell.ops.operations.random_ops': 'Gamma LogNormalReverse '
                                                        'LogUniformCandidateSampler Multinomial '
                                                        'MultinomialWithReplacement '
                                                        'NonDeterministicInts '
                                                        'ParameterizedTruncatedNormal Poisson '
                                                        'RandomCategorical RandomChoiceWithMask '
                                                        'RandomGamma RandomPoisson RandomShuffle '
                                                        'StandardLaplace StandardNormal '
                                                        'TruncatedNormal UniformCandidateSampler '
                                                        'UniformInt UniformReal',
                  'minicell.ops.operations.sparse_ops': 'SparseSlice SparseTensorDenseAdd '
                                                        'SparseTensorDenseMatmul SparseToDense',
                  'minicell.ops.primitive': 'Primitive PrimitiveWithCheck PrimitiveWithInfer'},
 'minicell.ops.operations': {'minicell.ops.operations._embedding_cache_ops': 'CacheSwapTable '
                                                                             'DynamicAssign '
                                                                             'PadAndShift '
                                                                             'UpdateCache',
                             'minicell.ops.operations._inner_ops': 'DSDMatmul MatmulDDS',
                             'minicell.ops.operations.array_ops': 'TransShape',
                             'minicell.ops.operations.nn_ops': 'CTCLossV2Grad InstanceNorm',
                             'minicell.ops.operations.other_ops': 'Load'},
 'minicell.mint.nn': {'minicell.mint.nn': 'BCELoss BCEWithLogitsLoss CosineEmbeddingLoss '
                                          'CrossEntropyLoss GELU Hardtanh KLDivLoss MSELoss Mish '
                                          'NLLLoss PixelShuffle ReLU6 SELU SmoothL1Loss '
                                          'UpsamplingBilinear2d UpsamplingNearest2d',
                      'minicell.nn.layer.activation': 'Hardshrink Hardsigmoid Hardswish Softshrink',
                      'minicell.nn.layer.basic': 'Fold'},
 'minicell.amp': {'minicell._c_expression': 'JitExecutor_ MSContext',
                  'minicell.amp': 'DynamicLossScaler LossScaler StaticLossScaler',
                  'minicell.ops.operations.math_ops': 'NPUClearFloatStatusV2 NPUGetFloatStatusV2',
                  'minicell.ops.operations.nn_ops': 'AllFinite'},
 'minicell.dataset': {'minicell.dataset.core.config': 'ErrorSamplesMode',
                      'minicell.dataset.engine.datasets': 'AudioBaseDataset BatchDataset BatchInfo '
                                                          'BlockReleasePair '
                                                          'BucketBatchByLengthDataset '
                                                          'ConcatDataset Dataset '
                                                          'DeserializedDataset FilterDataset '
                                                          'MapDataset MappableDataset '
                                                          'PaddedBatchDataset ProjectDataset '
                                                          'RenameDataset RepeatDataset Schema '
                                                          'ShuffleDataset SkipDataset '
                                                          'SourceDataset SyncWaitDataset '
                                                          'TakeDataset TextBaseDataset '
                                                          'TransferDataset UnionBaseDataset '
                                                          'VisionBaseDataset WorkerTarget '
                                                          'ZipDataset',
                      'minicell.dataset.engine.iterators': 'DictIterator DummyIterator '
                                                           'TupleIterator',
                      'minicell.dataset.text.utils': 'SentencePieceModel',
                      'minicell.dataset.vision.transforms': 'ToNumpy'},
 'minicell.dataset.vision': {'minicell.dataset.vision.transforms': 'AdjustBrightness '
                                                                   'AdjustContrast AdjustGamma '
                                                                   'AdjustHue AdjustSaturation '
                                                                   'AdjustSharpness Affine '
                                                                   'AutoAugment AutoContrast '
                                                                   'BoundingBoxAugment CenterCrop '
                                                                   'ConvertColor Crop CutMixBatch '
                                                                   'CutOut Decode DecodeVideo '
                                                                   'Equalize Erase FiveCrop '
                                                                   'GaussianBlur Grayscale HWC2CHW '
                                                                   'HorizontalFlip HsvToRgb Invert '
                                                                   'LinearTransformation MixUp '
                                                                   'MixUpBatch Normalize '
                                                                   'NormalizePad Pad PadToSize '
                                                                   'Perspective Posterize '
                                                                   'RandAugment '
                                                                   'RandomAdjustSharpness '
                                                                   'RandomAffine '
                                                                   'RandomAutoContrast RandomColor '
                                                                   'RandomColorAdjust RandomCrop '
                                                                   'RandomCropDecodeResize '
                                                                   'RandomCropWithBBox '
                                                                   'RandomEqualize RandomErasing '
                                                                   'RandomGrayscale '
                                                                   'RandomHorizontalFlip '
                                                                   'RandomHorizontalFlipWithBBox '
                                                                   'RandomInvert RandomLighting '
                                                                   'RandomPerspective '
                                                                   'RandomPosterize RandomResize '
                                                                   'RandomResizeWithBBox '
                                                                   'RandomResizedCrop '
                                                                   'RandomResizedCropWithBBox '
                                                                   'RandomRotation '
                                                                   'RandomSelectSubpolicy '
                                                                   'RandomSharpness RandomSolarize '
                                                                   'RandomVerticalFlip '
                                                                   'RandomVerticalFlipWithBBox '
                                                                   'Rescale Resize ResizeWithBBox '
                                                                   'ResizedCrop RgbToHsv Rotate '
                                                                   'SlicePatches Solarize TenCrop '
                                                                   'ToPIL ToTensor ToType '
                                                                   'TrivialAugmentWide '
                                                                   'UniformAugment VerticalFlip',
                             'minicell.dataset.vision.utils': 'AutoAugmentPolicy Border '
                                                              'ConvertMode ImageBatchFormat '
                                                              'ImageReadMode Inter SliceMode '
                                                              'VideoDecoder'},
 'minicell.dataset.transforms': {'minicell.dataset.transforms.transforms': 'Compose Concatenate '
                                                                           'Duplicate Fill Mask '
                                                                           'OneHot PadEnd Plugin '
                                                                           'RandomApply '
                                                                           'RandomChoice '
                                                                           'RandomOrder Relational '
                                                                           'Slice TypeCast Unique'},
 'minicell.dataset.text': {'minicell.dataset.text.transforms': 'AddToken BasicTokenizer '
                                                               'BertTokenizer CaseFold '
                                                               'FilterWikipediaXML JiebaTokenizer '
                                                               'Lookup Ngram NormalizeUTF8 '
                                                               'PythonTokenizer RegexReplace '
                                                               'RegexTokenizer '
                                                               'SentencePieceTokenizer '
                                                               'SlidingWindow ToNumber ToVectors '
                                                               'Truncate TruncateSequencePair '
                                                               'UnicodeCharTokenizer '
                                                               'UnicodeScriptTokenizer '
                                                               'WhitespaceTokenizer '
                                                               'WordpieceTokenizer',
                           'minicell.dataset.text.utils': 'CharNGram FastText GloVe JiebaMode '
                                                          'NormalizeForm SPieceTokenizerLoadType '
                                                          'SPieceTokenizerOutType '
                                                          'SentencePieceVocab Vectors Vocab'},
 'minicell.dataset.audio': {'minicell.dataset.audio.transforms': 'AllpassBiquad AmplitudeToDB '
                                                                 'Angle BandBiquad BandpassBiquad '
                                                                 'BandrejectBiquad BassBiquad '
                                                                 'Biquad ComplexNorm ComputeDeltas '
                                                                 'Contrast DBToAmplitude DCShift '
                                                                 'DeemphBiquad '
                                                                 'DetectPitchFrequency Dither '
                                                                 'EqualizerBiquad Fade Filtfilt '
                                                                 'Flanger FrequencyMasking Gain '
                                                                 'GriffinLim HighpassBiquad '
                                                                 'InverseMelScale '
                                                                 'InverseSpectrogram LFCC LFilter '
                                                                 'LowpassBiquad MFCC Magphase '
                                                                 'MaskAlongAxis MaskAlongAxisIID '
                                                                 'MelScale MelSpectrogram '
                                                                 'MuLawDecoding MuLawEncoding '
                                                                 'Overdrive PhaseVocoder Phaser '
                                                                 'PitchShift Resample RiaaBiquad '
                                                                 'SlidingWindowCmn '
                                                                 'SpectralCentroid Spectrogram '
                                                                 'TimeMasking TimeStretch '
                                                                 'TrebleBiquad Vad Vol',
                            'minicell.dataset.audio.utils': 'BorderType DensityFunction FadeShape '
                                                            'GainType Interpolation MelType '
                                                            'Modulation NormMode NormType '
                                                            'ResampleMethod ScaleType WindowType'},
 'minicell.nn.probability.distribution': {'minicell.nn.probability.distribution.bernoulli': 'Bernoulli',
                                          'minicell.nn.probability.distribution.beta': 'Beta',
                                          'minicell.nn.probability.distribution.categorical': 'Categorical',
                                          'minicell.nn.probability.distribution.cauchy': 'Cauchy',
                                          'minicell.nn.probability.distribution.distribution': 'Distribution',
                                          'minicell.nn.probability.distribution.exponential': 'Exponential',
                                          'minicell.nn.probability.distribution.gamma': 'Gamma',
                                          'minicell.nn.probability.distribution.geometric': 'Geometric',
                                          'minicell.nn.probability.distribution.gumbel': 'Gumbel',
                                          'minicell.nn.probability.distribution.half_normal': 'HalfNormal',
                                          'minicell.nn.probability.distribution.laplace': 'Laplace',
                                          'minicell.nn.probability.distribution.log_normal': 'LogNormal',
                                          'minicell.nn.probability.distribution.logistic': 'Logistic',
                                          'minicell.nn.probability.distribution.normal': 'Normal',
                                          'minicell.nn.probability.distribution.poisson': 'Poisson',
                                          'minicell.nn.probability.distribution.student_t': 'StudentT',
                                          'minicell.nn.probability.distribution.transformed_distribution': 'TransformedDistribution',
                                          'minicell.nn.probability.distribution.uniform': 'Uniform'},
 'minicell.nn.probability.bijector': {'minicell.nn.probability.bijector.bijector': 'Bijector',
                                      'minicell.nn.probability.bijector.exp': 'Exp',
                                      'minicell.nn.probability.bijector.gumbel_cdf': 'GumbelCDF',
                                      'minicell.nn.probability.bijector.invert': 'Invert',
                                      'minicell.nn.probability.bijector.power_transform': 'PowerTransform',
                                      'minicell.nn.probability.bijector.scalar_affine': 'ScalarAffine',
                                      'minicell.nn.probability.bijector.softplus': 'Softplus'},
 'minicell.common.initializer': {'minicell.common.initializer': 'Constant Dirac HeNormal HeUniform '
                                                                'Identity Initializer Normal One '
                                                                'Orthogonal Sparse TruncatedNormal '
                                                                'Uniform VarianceScaling '
                                                                'XavierNormal XavierUniform Zero'},
 'minicell.communication': {'minicell.communication._comm_helper': 'GlobalComm'}}
