// Web CSS for __area__.scss (H5 and mini-programs): one-line titles end in an ellipsis.
.__area__-item__title { display: block; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
