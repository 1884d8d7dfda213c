package calc

func lumberCalculators() []*Calculator {
	return nil
}
