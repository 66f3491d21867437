// DynamicStacksSwiftUITests: placeholder so the target exists; replaced by the first real file.
