const vm=require('vm'); new vm.Script('1+1', {filename: '/x.cjs'}).runInThisContext();
