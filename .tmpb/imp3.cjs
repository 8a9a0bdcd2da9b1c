require('module')
