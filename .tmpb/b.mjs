console.log(performance.now().toFixed(1))
