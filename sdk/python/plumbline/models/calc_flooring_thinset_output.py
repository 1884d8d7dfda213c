from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcFlooringThinsetOutput")



@_attrs_define
class CalcFlooringThinsetOutput:
    """ The results of calc_flooring_thinset and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            area_with_waste_sqft (float): Area x (1 + waste), ft².
            bags_50lb (int): 50 lb bags to buy at the low-end coverage: ceil(area_with_waste / coverage_sqft_per_bag).
            bags_50lb_best_case (int): 50 lb bags at the high-end coverage.
            code_reference (str): The standard for setting tile with dry-set or modified dry-set mortar.
            coverage_high_sqft_per_bag (float): High end of the chart range (the caller's figure when given), ft².
            coverage_source (str): Where the coverage figure comes from.
            coverage_sqft_per_bag (float): Coverage per 50 lb bag applied (low end of the chart range, or the caller's
                figure), ft².
            waste_pct_applied (float): Extra allowance applied, percent.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    area_with_waste_sqft: float
    bags_50lb: int
    bags_50lb_best_case: int
    code_reference: str
    coverage_high_sqft_per_bag: float
    coverage_source: str
    coverage_sqft_per_bag: float
    waste_pct_applied: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        area_with_waste_sqft = self.area_with_waste_sqft

        bags_50lb = self.bags_50lb

        bags_50lb_best_case = self.bags_50lb_best_case

        code_reference = self.code_reference

        coverage_high_sqft_per_bag = self.coverage_high_sqft_per_bag

        coverage_source = self.coverage_source

        coverage_sqft_per_bag = self.coverage_sqft_per_bag

        waste_pct_applied = self.waste_pct_applied

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "area_with_waste_sqft": area_with_waste_sqft,
            "bags_50lb": bags_50lb,
            "bags_50lb_best_case": bags_50lb_best_case,
            "code_reference": code_reference,
            "coverage_high_sqft_per_bag": coverage_high_sqft_per_bag,
            "coverage_source": coverage_source,
            "coverage_sqft_per_bag": coverage_sqft_per_bag,
            "waste_pct_applied": waste_pct_applied,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        area_with_waste_sqft = d.pop("area_with_waste_sqft")

        bags_50lb = d.pop("bags_50lb")

        bags_50lb_best_case = d.pop("bags_50lb_best_case")

        code_reference = d.pop("code_reference")

        coverage_high_sqft_per_bag = d.pop("coverage_high_sqft_per_bag")

        coverage_source = d.pop("coverage_source")

        coverage_sqft_per_bag = d.pop("coverage_sqft_per_bag")

        waste_pct_applied = d.pop("waste_pct_applied")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_flooring_thinset_output = cls(
            area_with_waste_sqft=area_with_waste_sqft,
            bags_50lb=bags_50lb,
            bags_50lb_best_case=bags_50lb_best_case,
            code_reference=code_reference,
            coverage_high_sqft_per_bag=coverage_high_sqft_per_bag,
            coverage_source=coverage_source,
            coverage_sqft_per_bag=coverage_sqft_per_bag,
            waste_pct_applied=waste_pct_applied,
            schemas=schemas,
        )


        calc_flooring_thinset_output.additional_properties = d
        return calc_flooring_thinset_output

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
