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





T = TypeVar("T", bound="CalcInsulationBlownOutput")



@_attrs_define
class CalcInsulationBlownOutput:
    """ The results of calc_insulation_blown and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            area_with_waste_sqft (float): Area × (1 + waste), square feet.
            bags (int): Bags to buy, rounded up.
            code_reference (str): Where the coverage figures come from.
            coverage_sqft_per_bag (float): Coverage per bag applied (derived from the bag volume and depth for r-per-inch),
                square feet.
            method_used (str): coverage-chart or r-per-inch.
            settled_depth_in (float): r-per-inch: settled depth target R / R per inch, inches (0 for coverage-chart: read
                the chart's minimum thickness).
            target_r (float): Target R-value.
            volume_cuft (float): r-per-inch: settled volume including waste, cubic feet (0 for coverage-chart).
            waste_pct_applied (float): Waste allowance applied, percent.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    area_with_waste_sqft: float
    bags: int
    code_reference: str
    coverage_sqft_per_bag: float
    method_used: str
    settled_depth_in: float
    target_r: float
    volume_cuft: float
    waste_pct_applied: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        area_with_waste_sqft = self.area_with_waste_sqft

        bags = self.bags

        code_reference = self.code_reference

        coverage_sqft_per_bag = self.coverage_sqft_per_bag

        method_used = self.method_used

        settled_depth_in = self.settled_depth_in

        target_r = self.target_r

        volume_cuft = self.volume_cuft

        waste_pct_applied = self.waste_pct_applied

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "area_with_waste_sqft": area_with_waste_sqft,
            "bags": bags,
            "code_reference": code_reference,
            "coverage_sqft_per_bag": coverage_sqft_per_bag,
            "method_used": method_used,
            "settled_depth_in": settled_depth_in,
            "target_r": target_r,
            "volume_cuft": volume_cuft,
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

        bags = d.pop("bags")

        code_reference = d.pop("code_reference")

        coverage_sqft_per_bag = d.pop("coverage_sqft_per_bag")

        method_used = d.pop("method_used")

        settled_depth_in = d.pop("settled_depth_in")

        target_r = d.pop("target_r")

        volume_cuft = d.pop("volume_cuft")

        waste_pct_applied = d.pop("waste_pct_applied")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_insulation_blown_output = cls(
            area_with_waste_sqft=area_with_waste_sqft,
            bags=bags,
            code_reference=code_reference,
            coverage_sqft_per_bag=coverage_sqft_per_bag,
            method_used=method_used,
            settled_depth_in=settled_depth_in,
            target_r=target_r,
            volume_cuft=volume_cuft,
            waste_pct_applied=waste_pct_applied,
            schemas=schemas,
        )


        calc_insulation_blown_output.additional_properties = d
        return calc_insulation_blown_output

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
