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





T = TypeVar("T", bound="CalcFlooringGroutOutput")



@_attrs_define
class CalcFlooringGroutOutput:
    """ The results of calc_flooring_grout and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            bags (int): Bags to buy: ceil(grout_lb / bag_lb).
            code_reference (str): The standard for installing grout in tilework.
            coverage_sqft_per_bag (float): Area one bag grouts, ft² (before the allowance).
            grout_lb (float): Grout for the area including the allowance, lb.
            grout_lb_per_sqft (float): Grout per ft²: joint volume x specific gravity x density of water, lb/ft².
            joint_volume_cuin_per_sqft (float): Joint volume per ft² of tiling: (L + W) / (L x W) x joint width x joint
                depth x 144, in³/ft².
            specific_gravity_applied (float): Density factor applied, kg/dm³.
            waste_pct_applied (float): Extra allowance applied, percent.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    bags: int
    code_reference: str
    coverage_sqft_per_bag: float
    grout_lb: float
    grout_lb_per_sqft: float
    joint_volume_cuin_per_sqft: float
    specific_gravity_applied: float
    waste_pct_applied: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        bags = self.bags

        code_reference = self.code_reference

        coverage_sqft_per_bag = self.coverage_sqft_per_bag

        grout_lb = self.grout_lb

        grout_lb_per_sqft = self.grout_lb_per_sqft

        joint_volume_cuin_per_sqft = self.joint_volume_cuin_per_sqft

        specific_gravity_applied = self.specific_gravity_applied

        waste_pct_applied = self.waste_pct_applied

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bags": bags,
            "code_reference": code_reference,
            "coverage_sqft_per_bag": coverage_sqft_per_bag,
            "grout_lb": grout_lb,
            "grout_lb_per_sqft": grout_lb_per_sqft,
            "joint_volume_cuin_per_sqft": joint_volume_cuin_per_sqft,
            "specific_gravity_applied": specific_gravity_applied,
            "waste_pct_applied": waste_pct_applied,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        bags = d.pop("bags")

        code_reference = d.pop("code_reference")

        coverage_sqft_per_bag = d.pop("coverage_sqft_per_bag")

        grout_lb = d.pop("grout_lb")

        grout_lb_per_sqft = d.pop("grout_lb_per_sqft")

        joint_volume_cuin_per_sqft = d.pop("joint_volume_cuin_per_sqft")

        specific_gravity_applied = d.pop("specific_gravity_applied")

        waste_pct_applied = d.pop("waste_pct_applied")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_flooring_grout_output = cls(
            bags=bags,
            code_reference=code_reference,
            coverage_sqft_per_bag=coverage_sqft_per_bag,
            grout_lb=grout_lb,
            grout_lb_per_sqft=grout_lb_per_sqft,
            joint_volume_cuin_per_sqft=joint_volume_cuin_per_sqft,
            specific_gravity_applied=specific_gravity_applied,
            waste_pct_applied=waste_pct_applied,
            schemas=schemas,
        )


        calc_flooring_grout_output.additional_properties = d
        return calc_flooring_grout_output

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
