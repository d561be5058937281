"""``mindspore.ops._grad_experimental``: MindSpore's bprop registrations live there; minicell's
gradients come from the op registry, so only names that model code imports are here."""
