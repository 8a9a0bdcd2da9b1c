require('node:fs')
