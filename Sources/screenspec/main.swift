print("screenspec")
