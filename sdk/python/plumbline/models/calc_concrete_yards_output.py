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





T = TypeVar("T", bound="CalcConcreteYardsOutput")



@_attrs_define
class CalcConcreteYardsOutput:
    """ The results of calc_concrete_yards and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            bag_yield_60lb_cuft (float): Yield per 60 lb bag that bags_60lb assumes: 27 / 45 = 0.60 ft³ (the spec's figure).
            bag_yield_80lb_cuft (float): Yield per 80 lb bag that bags_80lb assumes: 27 / 36 = 0.75 ft³ (the spec's figure).
            bags_60lb (int): 60 lb premix bags: ceil(cubic_yards x 45).
            bags_60lb_at_maker_yield (int): 60 lb bags at the premix makers' published yield of 0.45 ft³ per bag (Quikrete,
                as quoted by civilsir.com): ceil(cubic_yards x 27 / 0.45). More than bags_60lb: buy these.
            bags_80lb (int): 80 lb premix bags: ceil(cubic_yards x 36).
            bags_80lb_at_maker_yield (int): 80 lb bags at the makers' published yield of 0.60 ft³ per bag: ceil(cubic_yards
                x 27 / 0.60).
            code_reference (str): The section grounding the calculation.
            cubic_feet (float): Length x width x depth/12, before waste, cubic feet.
            cubic_yards (float): Volume including waste, cubic yards.
            waste_included_cuyd (float): The waste portion of cubic_yards, cubic yards.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    bag_yield_60lb_cuft: float
    bag_yield_80lb_cuft: float
    bags_60lb: int
    bags_60lb_at_maker_yield: int
    bags_80lb: int
    bags_80lb_at_maker_yield: int
    code_reference: str
    cubic_feet: float
    cubic_yards: float
    waste_included_cuyd: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        bag_yield_60lb_cuft = self.bag_yield_60lb_cuft

        bag_yield_80lb_cuft = self.bag_yield_80lb_cuft

        bags_60lb = self.bags_60lb

        bags_60lb_at_maker_yield = self.bags_60lb_at_maker_yield

        bags_80lb = self.bags_80lb

        bags_80lb_at_maker_yield = self.bags_80lb_at_maker_yield

        code_reference = self.code_reference

        cubic_feet = self.cubic_feet

        cubic_yards = self.cubic_yards

        waste_included_cuyd = self.waste_included_cuyd

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bag_yield_60lb_cuft": bag_yield_60lb_cuft,
            "bag_yield_80lb_cuft": bag_yield_80lb_cuft,
            "bags_60lb": bags_60lb,
            "bags_60lb_at_maker_yield": bags_60lb_at_maker_yield,
            "bags_80lb": bags_80lb,
            "bags_80lb_at_maker_yield": bags_80lb_at_maker_yield,
            "code_reference": code_reference,
            "cubic_feet": cubic_feet,
            "cubic_yards": cubic_yards,
            "waste_included_cuyd": waste_included_cuyd,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        bag_yield_60lb_cuft = d.pop("bag_yield_60lb_cuft")

        bag_yield_80lb_cuft = d.pop("bag_yield_80lb_cuft")

        bags_60lb = d.pop("bags_60lb")

        bags_60lb_at_maker_yield = d.pop("bags_60lb_at_maker_yield")

        bags_80lb = d.pop("bags_80lb")

        bags_80lb_at_maker_yield = d.pop("bags_80lb_at_maker_yield")

        code_reference = d.pop("code_reference")

        cubic_feet = d.pop("cubic_feet")

        cubic_yards = d.pop("cubic_yards")

        waste_included_cuyd = d.pop("waste_included_cuyd")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_concrete_yards_output = cls(
            bag_yield_60lb_cuft=bag_yield_60lb_cuft,
            bag_yield_80lb_cuft=bag_yield_80lb_cuft,
            bags_60lb=bags_60lb,
            bags_60lb_at_maker_yield=bags_60lb_at_maker_yield,
            bags_80lb=bags_80lb,
            bags_80lb_at_maker_yield=bags_80lb_at_maker_yield,
            code_reference=code_reference,
            cubic_feet=cubic_feet,
            cubic_yards=cubic_yards,
            waste_included_cuyd=waste_included_cuyd,
            schemas=schemas,
        )


        calc_concrete_yards_output.additional_properties = d
        return calc_concrete_yards_output

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
