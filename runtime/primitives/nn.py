"""Neural-network primitives: convolution, pooling, dropout masks."""
