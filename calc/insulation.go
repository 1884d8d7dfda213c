package calc

func insulationCalculators() []*Calculator {
	return nil
}
