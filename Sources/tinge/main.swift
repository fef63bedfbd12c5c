print("tinge")
