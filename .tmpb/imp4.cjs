require('v8')
