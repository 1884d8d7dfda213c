package calc

func masonryCalculators() []*Calculator {
	return nil
}
