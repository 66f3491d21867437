print("stacks")
