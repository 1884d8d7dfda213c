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





T = TypeVar("T", bound="CalcMasonryMortarOutput")



@_attrs_define
class CalcMasonryMortarOutput:
    """ The results of calc_masonry_mortar and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            bag_description (str): What a bag is.
            bags (int): Bags to buy: unit_count x (1 + waste) / units_per_bag, rounded up.
            code_reference (str): The section masonry construction follows.
            rate_source (str): The published rate applied.
            sand_lb (float): Masonry sand for site-mixed mortar, pounds, with the same waste (0 for pre-mixed bags).
            sand_lb_per_unit (float): Sand per block or brick at the source's rate, pounds.
            units_per_bag (float): Blocks or bricks one bag lays at the source's rate.
            waste_pct_applied (float): Waste allowance applied, percent.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    bag_description: str
    bags: int
    code_reference: str
    rate_source: str
    sand_lb: float
    sand_lb_per_unit: float
    units_per_bag: float
    waste_pct_applied: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        bag_description = self.bag_description

        bags = self.bags

        code_reference = self.code_reference

        rate_source = self.rate_source

        sand_lb = self.sand_lb

        sand_lb_per_unit = self.sand_lb_per_unit

        units_per_bag = self.units_per_bag

        waste_pct_applied = self.waste_pct_applied

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bag_description": bag_description,
            "bags": bags,
            "code_reference": code_reference,
            "rate_source": rate_source,
            "sand_lb": sand_lb,
            "sand_lb_per_unit": sand_lb_per_unit,
            "units_per_bag": units_per_bag,
            "waste_pct_applied": waste_pct_applied,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        bag_description = d.pop("bag_description")

        bags = d.pop("bags")

        code_reference = d.pop("code_reference")

        rate_source = d.pop("rate_source")

        sand_lb = d.pop("sand_lb")

        sand_lb_per_unit = d.pop("sand_lb_per_unit")

        units_per_bag = d.pop("units_per_bag")

        waste_pct_applied = d.pop("waste_pct_applied")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_masonry_mortar_output = cls(
            bag_description=bag_description,
            bags=bags,
            code_reference=code_reference,
            rate_source=rate_source,
            sand_lb=sand_lb,
            sand_lb_per_unit=sand_lb_per_unit,
            units_per_bag=units_per_bag,
            waste_pct_applied=waste_pct_applied,
            schemas=schemas,
        )


        calc_masonry_mortar_output.additional_properties = d
        return calc_masonry_mortar_output

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
